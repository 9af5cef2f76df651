import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as coursePlayer } from "./course-player/course-player.api.ts";

/** The course player's family: where an enrolled learner learns. Its code loads with the first element on the page. */
defineFamily([[coursePlayer, () => import("./course-player/course-player.tsx")]]);
