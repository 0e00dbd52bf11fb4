// Calendar dates typed and shown in the customer's locale, kept as ISO dates (YYYY-MM-DD).
export { datePattern, formatLocalDate, localToday, parseLocalDate, type DatePart, type DatePattern } from './local-date';
export { birthdateProblem, EARLIEST_BIRTHDATE, type BirthdateProblem } from './birthdate';
