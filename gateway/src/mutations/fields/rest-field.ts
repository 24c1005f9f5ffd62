/**
 * The input field an api 400 is about: `Invalid body field '<rest field>': …` names the REST field, `inputFieldOf`
 * maps it onto the input's; null when the message names no field the input has.
 */
export const restFieldOf =
  (inputFieldOf: Readonly<Record<string, string>>) =>
  (message: string): string | null => {
    const restField = /^Invalid body field '(\w+)'/.exec(message)?.[1];
    return restField === undefined ? null : (inputFieldOf[restField] ?? null);
  };
