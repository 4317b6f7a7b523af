// Forms read what is in their inputs at submit time instead of mirroring every
// keystroke in state: on a slow campus connection a student may type before
// the page's script has loaded, and that text must count (and must not be
// wiped when React takes over the page).
export function formValues<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, typeof data.get(name) === "string" ? (data.get(name) as string) : ""])) as Record<Name, string>;
}

/**
 * After a failed submit, puts the keyboard (and the screen) on the first field with an error.
 * Scrolled to the middle of the screen: at the edge it could sit under a bar fixed to the
 * bottom of a phone's screen (the bottom bar, checkout's Pay bar).
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: "center" });
  });
}

/**
 * Wires a field to its form's errors: `<TextField {...bind("email")} />` gives it
 * its name, its error, and an onChange that clears the error, since errors go
 * away when their field is edited (the spec's validation rules).
 */
export function fieldBinder<Field extends string>(errors: Partial<Record<string, string>>, edited: (field: Field) => void) {
  return (field: Field) => ({ name: field, error: errors[field], onChange: () => edited(field) });
}
