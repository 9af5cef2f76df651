// The same browser tests on the light flavour: the widgets' source on preact/compat, and the
// built loader from dist/widgets-lite.
import { configFor } from "./web-test-runner.config.mjs";

export default await configFor("lite");
