/**
 * What a user (or assistive technology) reads of a control's state, as the
 * browser tests read it: disabled natively or marked aria-disabled (Button's
 * focusableWhenDisabled) is disabled either way.
 */
export function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.closest('[aria-disabled="true"]') !== null;
}

/** An element's visible text with its white space collapsed. */
export function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
