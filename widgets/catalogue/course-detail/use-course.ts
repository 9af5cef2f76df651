import { useCallback, useEffect, useRef, useState } from "react";
import { type CourseDetail, getCourse } from "#shared/api/catalogue.ts";
import { ApiError, serverMessage } from "#shared/api/errors.ts";

export type CourseState = { phase: "loading" } | { phase: "missing" } | { phase: "error"; message: string | null } | { phase: "ready"; course: CourseDetail };

/**
 * The course behind `key` (a slug or an id), read again whenever `key` or `session` changes.
 * `reload(true)` refreshes in place, keeping the page on screen; `reload()` starts over with the
 * skeleton. A 404 is "no course"; any other failure keeps its message (null: say the default).
 */
export function useCourse(key: string | null, session: string | null) {
  const [state, setState] = useState<CourseState>(key ? { phase: "loading" } : { phase: "missing" });
  const request = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const id = ++request.current;
      if (!key) return setState({ phase: "missing" });
      if (!quiet) setState({ phase: "loading" });
      getCourse(key).then(
        ({ course }) => id === request.current && setState({ phase: "ready", course }),
        (error: unknown) => {
          if (id !== request.current) return;
          if (error instanceof ApiError && error.status === 404) return setState({ phase: "missing" });
          const message = serverMessage(error);
          setState({ phase: "error", message });
        },
      );
    },
    [key],
  );

  // A new course starts over; the same course for a new session (signed in meanwhile) refreshes in place.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    load(shown.current === key);
    shown.current = key;
  }, [load, key, session]);

  useEffect(
    () => () => {
      request.current++;
    },
    [],
  );

  return { state, reload: load };
}
