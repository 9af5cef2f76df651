import { useEffect, useState } from "react";

/** The page's same-document navigations (history.pushState included), where the browser reports them. */
const navigationApi = () => (window as unknown as { navigation?: EventTarget }).navigation;

/** The page's path, followed through Back, Forward, hash links and same-document navigations: the menus mark it. */
export function useCurrentPath(): string {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const follow = () => setPath(location.pathname);
    window.addEventListener("popstate", follow);
    window.addEventListener("hashchange", follow);
    navigationApi()?.addEventListener("currententrychange", follow);
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("hashchange", follow);
      navigationApi()?.removeEventListener("currententrychange", follow);
    };
  }, []);
  return path;
}
