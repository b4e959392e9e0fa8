// A phone cell that holds more than a number ("(312) 907-6249 Mike", "514 555 0101 ext. 12"):
// the numbers libphonenumber-js finds in the text, read in the firm's region when they carry no
// country code, and the words left around them. The import stores each number by the shared phone
// rule and keeps the words as the number's note rather than refusing the cell.
import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js';

export interface PhonesInText {
  /** E.164, with an extension in RFC 3966 form (`+13129076249;ext=12`). */
  numbers: string[];
  /** The text outside the numbers, spaces and separators trimmed; '' when none. */
  rest: string;
}

export function phonesInText(text: string, region: string): PhonesInText {
  const found = findPhoneNumbersInText(text, { defaultCountry: region as CountryCode });
  let rest = '';
  let at = 0;
  for (const f of found) {
    rest += ` ${text.slice(at, f.startsAt)}`;
    at = f.endsAt;
  }
  rest += ` ${text.slice(at)}`;
  return {
    numbers: found.map((f) => (f.number.ext ? `${f.number.number};ext=${f.number.ext}` : f.number.number)),
    rest: rest.replace(/[\s,;/|:–—-]+/g, ' ').trim(),
  };
}
