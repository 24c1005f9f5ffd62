/**
 * The price a package page's booking card shows (`data-testid="package-price"`) in its server HTML: the card price a
 * staff price change moves (with the dates' prices, which follow it for an ordinary package).
 */
export const packagePriceOnPage = (html: string): string | undefined => /data-testid="package-price">([^<]*)</.exec(html)?.[1];
