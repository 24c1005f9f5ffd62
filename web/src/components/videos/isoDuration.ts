/** Seconds as an ISO 8601 duration for schema.org `VideoObject.duration`: 754 → `PT12M34S`, 3725 → `PT1H2M5S`. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours ? `${hours}H` : '', minutes ? `${minutes}M` : '', rest || seconds === 0 ? `${rest}S` : ''];
  return `PT${parts.join('')}`;
}
