/** The shop calendar is `@shop/rules`' (one definition for platform, gateway and web); re-exported for the platform's modules. */
export {
  SHOP_TIME_ZONE, HOLIDAY_NAMES, easterSunday, swissHolidays, holidayOn, isoWeekday, isWorkingDay, addDays, nextWorkingDay,
  zurichTime, zurichInstant, minutesOf, type HolidayKey, type IsoDate, type ZurichTime,
} from "@shop/rules";
