import { useEffect, useState } from "react";
import { savedFileUrl } from "./saved-list.ts";

/**
 * A lesson file's address as the page opens it: the device's copy when its course is saved (the
 * site's worker cannot answer for a frame or a tab of the file's own host, and the copy costs no
 * data), else the file's own.
 */
export function useDeviceUrl(url: string): string {
  const [local, setLocal] = useState<{ of: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    if (!url) return;
    void savedFileUrl(url)
      .then((copy) => {
        if (!copy) return;
        if (!live) return URL.revokeObjectURL(copy);
        made = copy;
        setLocal({ of: url, url: copy });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return local?.of === url ? local.url : url;
}
