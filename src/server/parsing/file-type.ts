// Telling text formats apart from their bytes' decoded text (the type of an
// uploaded file comes from what it holds, never from its name).

/** Markup rather than text: a document's opening tag, or a closing tag of a common element near the start. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 65_536).trimStart();
  if (/^<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|!--)/i.test(head)) return true;
  return head.startsWith('<') && /<\/(p|div|span|h[1-6]|article|section|body|html|li|table|a|em|strong|b|i)>/i.test(head);
}
