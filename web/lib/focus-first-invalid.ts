/**
 * Moves focus to the first invalid control of a form in reading order, once React has
 * marked it (react-hook-form's own choice follows registration order, not the page's).
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus()
  })
}
