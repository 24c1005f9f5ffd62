/** A phone number as the api takes it: the national number as a JSON number and the dial code with a plus. */
export interface RestPhone {
  mobile: number;
  countrycode: string;
}
