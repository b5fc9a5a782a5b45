/**
 * A small table of US area codes (the main city each serves), for the sandbox pool's labels and for
 * describing a bought Twilio number, whose purchase response carries no locality.
 */
const TABLE = `
201 Jersey City NJ|202 Washington DC|203 New Haven CT|205 Birmingham AL|206 Seattle WA|207 Portland ME|208 Boise ID|
210 San Antonio TX|212 New York NY|213 Los Angeles CA|214 Dallas TX|215 Philadelphia PA|216 Cleveland OH|217 Springfield IL|
225 Baton Rouge LA|239 Fort Myers FL|248 Troy MI|251 Mobile AL|253 Tacoma WA|256 Huntsville AL|267 Philadelphia PA|
281 Houston TX|301 Silver Spring MD|302 Wilmington DE|303 Denver CO|304 Charleston WV|305 Miami FL|310 Santa Monica CA|
312 Chicago IL|313 Detroit MI|314 St. Louis MO|315 Syracuse NY|316 Wichita KS|317 Indianapolis IN|318 Shreveport LA|
319 Cedar Rapids IA|321 Orlando FL|323 Los Angeles CA|330 Akron OH|334 Montgomery AL|336 Greensboro NC|346 Houston TX|
347 New York NY|352 Gainesville FL|361 Corpus Christi TX|401 Providence RI|402 Omaha NE|404 Atlanta GA|
405 Oklahoma City OK|406 Billings MT|407 Orlando FL|408 San Jose CA|410 Baltimore MD|412 Pittsburgh PA|414 Milwaukee WI|
415 San Francisco CA|417 Springfield MO|419 Toledo OH|423 Chattanooga TN|425 Bellevue WA|443 Baltimore MD|469 Dallas TX|
470 Atlanta GA|480 Mesa AZ|501 Little Rock AR|502 Louisville KY|503 Portland OR|504 New Orleans LA|505 Albuquerque NM|
508 Worcester MA|509 Spokane WA|510 Oakland CA|512 Austin TX|513 Cincinnati OH|515 Des Moines IA|518 Albany NY|
520 Tucson AZ|559 Fresno CA|561 West Palm Beach FL|562 Long Beach CA|571 Arlington VA|585 Rochester NY|601 Jackson MS|
602 Phoenix AZ|603 Manchester NH|605 Sioux Falls SD|608 Madison WI|609 Trenton NJ|610 Allentown PA|612 Minneapolis MN|
614 Columbus OH|615 Nashville TN|616 Grand Rapids MI|617 Boston MA|619 San Diego CA|626 Pasadena CA|630 Naperville IL|
646 New York NY|650 San Mateo CA|651 St. Paul MN|678 Atlanta GA|682 Fort Worth TX|701 Fargo ND|702 Las Vegas NV|
703 Arlington VA|704 Charlotte NC|706 Augusta GA|707 Santa Rosa CA|713 Houston TX|714 Anaheim CA|716 Buffalo NY|
717 Harrisburg PA|718 Brooklyn NY|719 Colorado Springs CO|720 Denver CO|727 St. Petersburg FL|732 Toms River NJ|
734 Ann Arbor MI|737 Austin TX|754 Fort Lauderdale FL|757 Virginia Beach VA|773 Chicago IL|775 Reno NV|785 Topeka KS|
786 Miami FL|801 Salt Lake City UT|802 Burlington VT|803 Columbia SC|804 Richmond VA|806 Lubbock TX|808 Honolulu HI|
813 Tampa FL|816 Kansas City MO|817 Fort Worth TX|818 Los Angeles CA|832 Houston TX|843 Charleston SC|857 Boston MA|
858 San Diego CA|859 Lexington KY|860 Hartford CT|862 Newark NJ|864 Greenville SC|865 Knoxville TN|901 Memphis TN|
904 Jacksonville FL|907 Anchorage AK|909 San Bernardino CA|912 Savannah GA|914 Yonkers NY|915 El Paso TX|
916 Sacramento CA|917 New York NY|918 Tulsa OK|919 Raleigh NC|920 Green Bay WI|925 Concord CA|929 New York NY|
937 Dayton OH|941 Sarasota FL|949 Irvine CA|951 Riverside CA|954 Fort Lauderdale FL|970 Fort Collins CO|971 Portland OR|
972 Dallas TX|973 Newark NJ|978 Lowell MA|980 Charlotte NC|984 Raleigh NC`;

const AREA_CODES = new Map<string, { locality: string; region: string }>(
  TABLE.split('|')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [, code, locality, region] = /^(\d{3}) (.+) ([A-Z]{2})$/.exec(entry) ?? [];
      if (code === undefined || locality === undefined || region === undefined) throw new Error(`The area code entry "${entry}" is not "NNN Locality ST"`);
      return [code, { locality: locality, region: region }];
    }),
);

/** Where an area code is, or undefined for one the table does not know. */
export function describeAreaCode(areaCode: string): { locality: string; region: string } | undefined {
  return AREA_CODES.get(areaCode);
}

/** The area code of a +1 number, or ''. */
export function areaCodeOf(phoneNumber: string): string {
  return phoneNumber.match(/^\+1(\d{3})\d{7}$/)?.[1] ?? '';
}

/** (212) 555-0100 for +12125550100; other numbers unchanged. */
export function formatUsNumber(phoneNumber: string): string {
  const m = phoneNumber.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phoneNumber;
}
