"use client";

import { useLayoutEffect, useRef, useSyncExternalStore, type ComponentProps } from "react";

const subscribeToNothing = () => () => {};

type TextAreaProps = Omit<ComponentProps<"textarea">, "value" | "defaultValue" | "ref"> & { defaultValue: string };

/**
 * An uncontrolled textarea that starts with `defaultValue` and keeps what was typed into it before the page hydrated.
 * React's hydration of a <textarea> drawn with text puts that text back into it (react-dom's initTextarea sets the
 * value to the element's text content), so while hydrating it is given none, and its starting text is restored before
 * the first paint: a field already edited keeps the edit, since an edited field no longer follows its default.
 */
export function TextArea({ defaultValue, ...props }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof window !== "undefined",
  );
  useLayoutEffect(() => {
    if (ref.current) ref.current.defaultValue = defaultValue;
  }, [defaultValue]);
  return <textarea ref={ref} defaultValue={hydrating ? undefined : defaultValue} {...props} />;
}
