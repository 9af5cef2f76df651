/// <reference types="vite/client" />

declare module "toastify-js/src/toastify-es.js" {
  import Toastify from "toastify-js";
  export default Toastify;
}
