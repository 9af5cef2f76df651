/** A page with <lp-course-player> on its article lesson, the API stubbed in the page, under whatever policy the test serves it with. */
import "./page-setup.ts";
import { defineCoursePlayer, PLAYER_COURSE, playerApi } from "../fixtures/course-player.ts";
import { stubFetch } from "../helpers.ts";

stubFetch(playerApi());
defineCoursePlayer();
const el = document.createElement("lp-course-player");
el.setAttribute("slug", PLAYER_COURSE.slug);
document.body.append(el);
window.lpPage!.ready = true;
