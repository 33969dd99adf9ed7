/**
 * SPEC 5 and 9: receipt and proof uploads are png or jpg, at most 5 MB each,
 * at most 3 images. A file that breaks a rule is refused with the spec's
 * message (SPEC 8: "image over 5 MB", "more than 3 images", "only png or jpg");
 * the others are kept.
 */
export const UPLOAD_RULES = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['image/png', 'image/jpeg'] as const };

export type UploadProblem = 'wrongType' | 'tooLarge' | 'tooMany';
export type UploadCandidate = { name: string; type: string; size: number };

/** png or jpg, by its type, or by its name when the browser gives no type. */
export function isAcceptedImage(file: UploadCandidate): boolean {
  if (file.type) return (UPLOAD_RULES.types as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name);
}

/** Which of the chosen files join the `kept` ones, and which rules the others broke (each problem once, in order). */
export function checkUploads<F extends UploadCandidate>(kept: number, chosen: readonly F[]): { accepted: F[]; problems: UploadProblem[] } {
  const accepted: F[] = [];
  const problems = new Set<UploadProblem>();
  for (const file of chosen) {
    if (!isAcceptedImage(file)) problems.add('wrongType');
    else if (file.size > UPLOAD_RULES.maxBytes) problems.add('tooLarge');
    else if (kept + accepted.length >= UPLOAD_RULES.maxFiles) problems.add('tooMany');
    else accepted.push(file);
  }
  const order: UploadProblem[] = ['wrongType', 'tooLarge', 'tooMany'];
  return { accepted, problems: order.filter((problem) => problems.has(problem)) };
}
