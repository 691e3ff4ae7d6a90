/** `{ 'propietario.dni': message }`: the first message of each field, the 400 envelope's `errors`. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}
