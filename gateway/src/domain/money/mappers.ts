/** Codegen mapper of `Money`: an integer of paise (paths from `src/generated/`). */
export const moneyMappers = {
  Money: '../domain/money/paise.ts#Paise',
};
