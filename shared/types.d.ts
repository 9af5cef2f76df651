/// <reference types="vite/client" />

declare module "toastify-js/src/toastify-es.js" {
  import Toastify from "toastify-js";
  export default Toastify;
}

/** lite-youtube-embed ships no types: importing it defines <lite-youtube>. */
declare module "lite-youtube-embed";

declare namespace React.JSX {
  interface IntrinsicElements {
    "lite-youtube": import("react").DetailedHTMLProps<import("react").HTMLAttributes<HTMLElement>, HTMLElement> & {
      videoid: string;
      playlabel?: string;
      params?: string;
    };
  }
}
