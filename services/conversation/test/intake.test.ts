import { analyzeOffline } from '../src/dialog/analysis';
import { understand, type Slot } from '../src/dialog/offline/extract';
import { findPhone, normalizePhone, readBack, wordsToDigits } from '../src/dialog/offline/numbers';
import { Call, dialogConfig } from './dialog-helpers';

/** The contact details one caller line gives, after the employee asked for `asked`. */
function heard(text: string, asked: Slot[] = [], language: 'en' | 'es' = 'en') {
  const u = understand(text, { asked: new Set(asked), coldSeason: false, language });
  return { name: u.name, address: u.address, unit: u.unit, phone: u.phone?.e164 };
}

/** The work order of a scripted caller: every line said in order, whatever the employee asked. */
async function workOrder(lines: string[], language: 'en' | 'es' = 'en', callerNumber?: string) {
  const call = new Call(dialogConfig({ language, callerNumber, ...(language === 'es' ? { agentName: 'Sofia', employee: 'sofia' } : {}) }));
  await call.start();
  for (const line of lines) await call.say(line);
  const r = analyzeOffline(call.transcript(), language, { callerPhone: callerNumber }).request;
  return { name: r.tenantName, address: r.propertyAddress, unit: r.unit, phone: r.callbackPhone };
}

describe('contact details: bare answers, whatever was asked', () => {
  const cases: Array<[string, Slot[], Partial<ReturnType<typeof heard>>]> = [
    ['Beth Carter, 14 Spruce Street, unit 1R.', ['name'], { name: 'Beth Carter', address: '14 Spruce Street', unit: '1R' }],
    ['Beth Carter, 14 Spruce Street, unit 1R.', ['address'], { name: 'Beth Carter', address: '14 Spruce Street', unit: '1R' }],
    ['Beth Carter, 14 Spruce Street, unit 1R.', ['phone'], { name: 'Beth Carter', address: '14 Spruce Street', unit: '1R' }],
    ['Luis Ortega, 220 Pine Street, apartamento 5.', ['name'], { name: 'Luis Ortega', address: '220 Pine Street', unit: '5' }],
    ['Jordan Rivera. 42 Oak Street 3B.', ['name'], { name: 'Jordan Rivera', address: '42 Oak Street', unit: '3B' }],
    ['Jordan Rivera. 42 Oak Street 3B.', [], { name: 'Jordan Rivera', address: '42 Oak Street', unit: '3B' }],
    ["it's Tom Nguyen", ['name'], { name: 'Tom Nguyen' }],
    ["It's Tom Nguyen.", [], { name: 'Tom Nguyen' }],
    ['Kim', ['name'], { name: 'Kim' }],
    ['Kim.', ['name'], { name: 'Kim' }],
    ['María José de la Cruz', ['name'], { name: 'María José de la Cruz' }],
    ['Jennifer O\'Brien. 2815 Maple Avenue, unit 3.', ['name'], { name: "Jennifer O'Brien", address: '2815 Maple Avenue', unit: '3' }],
    ['Mohammed Al-Rashid, 8100 Kirby Drive, apartment 51.', ['phone'], { name: 'Mohammed Al-Rashid', address: '8100 Kirby Drive', unit: '51' }],
    ['Yes, Sam Okoro.', ['name'], { name: 'Sam Okoro' }],
    ['Fine. Dmitri Volkov, 412 Cedar Lane. It\'s a house.', ['name'], { name: 'Dmitri Volkov', address: '412 Cedar Lane', unit: '' }],
    ['Gloria Washington.', ['address'], { name: 'Gloria Washington' }],
    ['Wanda Ríos.', ['address'], { name: 'Wanda Ríos' }],
    ['1800 Broadway, apartment 7F.', ['name'], { name: undefined, address: '1800 Broadway', unit: '7F' }],
    // A lettered unit said on its own before the address; a name that runs into the unit; digits said one by one.
    ['Noemí Santana, 2F, 1845 Washington Ave', ['name'], { name: 'Noemí Santana', address: '1845 Washington Ave', unit: '2F' }],
    ['Sandra Milena Rojas apto 407, 8800 Sunrise Lakes Blvd', ['name'], { name: 'Sandra Milena Rojas', address: '8800 Sunrise Lakes Blvd', unit: '407' }],
    ['four twenty two Crestview terrace apartment six oh one', ['address'], { address: '422 Crestview Terrace', unit: '601' }],
    ['el depa es el 1B del 2210 W Cermak Rd', ['address'], { address: '2210 W Cermak Rd', unit: '1B' }],
    ['500 Main', ['address'], { address: '500 Main' }],
    ['Ana Gabriela Rentería, 6200 Montana Avenue, número 14.', ['name'], { name: 'Ana Gabriela Rentería', address: '6200 Montana Avenue', unit: '14' }],
    // A bare name followed only by the callback; a name spelled before more is said; the leaseholder's name.
    ['Keisha. This phone.', ['name'], { name: 'Keisha' }],
    ['Gloria Hinds, H I N D S. You can reach me on this phone.', ['name'], { name: 'Gloria Hinds' }],
    ["I'm the roommate, the lease is under Chris Padilla.", ['name'], { name: 'Chris Padilla' }],
    // A name spelled with no stop before the callback; a name, then "and call me back here"; a name said last.
    ['Tomasz Wrobel W R O B E L my numbers fine', ['name'], { name: 'Tomasz Wrobel' }],
    ['Dana Whitfield and yeah you can call me back on this number', ['name'], { name: 'Dana Whitfield' }],
    ['I live at 77 Orchard Lane, unit 2 if that helps, Priya Natarajan', ['name'], { name: 'Priya Natarajan', address: '77 Orchard Lane', unit: '2' }],
    // Places and answers are no names.
    ['I flipped the breakers, all of them. Nothing.', ['name'], { name: undefined }],
    ["I'm at 4410 Troost Avenue, apartment 9. Kansas City.", ['name'], { name: undefined, address: '4410 Troost Avenue', unit: '9' }],
    ['Vivo en 900 Palm Avenue, apartamento 3, San Diego', ['name'], { name: undefined, address: '900 Palm Avenue', unit: '3' }],
    ['Sliding one. In the hallway.', ['name'], { name: undefined }],
  ];
  it.each(cases)('%s (asked %j)', (text, asked, expected) => {
    expect(heard(text, asked)).toMatchObject(expected);
  });
});

describe('contact details: everything in the first sentence', () => {
  it('English: name, address, unit, problem and number in one breath', () => {
    expect(heard('Hi this is Dana Price at 88 Birch Road apartment 2, my kitchen sink is leaking, call me at 312 555 0147', ['issue'])).toEqual({
      name: 'Dana Price',
      address: '88 Birch Road',
      unit: '2',
      phone: '+13125550147',
    });
    expect(heard("Hi, I'm Tom Baker at 310 Cedar Lane apartment 2, my number is 917-555-0111, and my dishwasher stopped working", ['issue'])).toEqual({
      name: 'Tom Baker',
      address: '310 Cedar Lane',
      unit: '2',
      phone: '+19175550111',
    });
    expect(heard('Hi, Wei Zhang at 45 Hudson Street apartment 10A, the outlet behind my TV just sparked. My number\'s 646-555-0121.', ['issue'])).toEqual({
      name: 'Wei Zhang',
      address: '45 Hudson Street',
      unit: '10A',
      phone: '+16465550121',
    });
    expect(heard('Hi, Emily Sandoval here, 1600 Elm Street apartment 7B, the caulk around my bathtub is peeling, my number is 214-555-0106.', ['issue'])).toEqual({
      name: 'Emily Sandoval',
      address: '1600 Elm Street',
      unit: '7B',
      phone: '+12145550106',
    });
    expect(heard('Hello. This is Mrs. Margaret Sullivan. I\'m in apartment 4 at 19 Lincoln Avenue. There is water coming out of the wall.', ['issue'])).toMatchObject({
      name: 'Margaret Sullivan',
      address: '19 Lincoln Avenue',
      unit: '4',
    });
    expect(heard('Hi, this is Linda Carver in 4C at 310 Birch Street. Can the manager call me back?', ['issue'])).toMatchObject({ name: 'Linda Carver', address: '310 Birch Street', unit: '4C' });
  });

  it('Spanish: me llamo, soy, habla, vivo en, del … de …', () => {
    expect(heard('Hola, me llamo Ana Ruiz, vivo en el 45 de la calle Maple, apartamento 2C, y huele a gas en la cocina.', ['issue'], 'es')).toEqual({
      name: 'Ana Ruiz',
      address: '45 Maple Street',
      unit: '2C',
      phone: undefined,
    });
    expect(heard('Buenas noches, le habla Liliana Osorio, apartamento 7C del 455 de Kingsbridge Road, mi número es 929 555 0117, salieron chispas del contacto.', ['issue'], 'es')).toEqual({
      name: 'Liliana Osorio',
      address: '455 Kingsbridge Road',
      unit: '7C',
      phone: '+19295550117',
    });
    expect(heard('Mire, yo soy Yokasta Féliz, del 1550 de la Sheridan Avenue, apto 5D, y aquí hay un olor a gas.', ['issue'], 'es')).toMatchObject({ name: 'Yokasta Féliz', address: '1550 Sheridan Avenue', unit: '5D' });
    expect(heard('Hola, soy Francisco Almonte, 2930 Webster Avenue, apto 1C, teléfono nueve uno siete cinco cinco cinco cero uno tres tres, está sonando la alarma.', ['issue'], 'es')).toEqual({
      name: 'Francisco Almonte',
      address: '2930 Webster Avenue',
      unit: '1C',
      phone: '+19175550133',
    });
    expect(heard('Yo soy Marisol Reyes, el apartamento es el 8G del 1200 de Brickell Avenue.', ['name'], 'es')).toMatchObject({ name: 'Marisol Reyes', address: '1200 Brickell Avenue', unit: '8G' });
    expect(heard('Soy Diana Castaño, del 3D. El edificio es el 640 de Riverside Drive.', ['name'], 'es')).toMatchObject({ name: 'Diana Castaño', address: '640 Riverside Drive', unit: '3D' });
    expect(heard('Mi nombre es Pedro Ramírez y estoy en el 77 de Cedar Lane, unidad 5.', ['issue'], 'es')).toMatchObject({ name: 'Pedro Ramírez', address: '77 Cedar Lane', unit: '5' });
  });
});

describe('contact details: Spanish street forms', () => {
  const cases: Array<[string, Slot[], string]> = [
    ['en la calle Spruce número 14', ['address'], '14 Spruce Street'],
    ['Calle Lafayette número 150, apartamento 1B.', ['address'], '150 Lafayette Street'],
    ['la dirección es el 14 de Spruce', [], '14 Spruce'],
    ['el 14 de Spruce', ['address'], '14 Spruce'],
    ['vivo en el 14 de Spruce Street', [], '14 Spruce Street'],
    ['doce de la calle Oak', ['address'], '12 Oak Street'],
    ['Vivo en el 2400 de la avenida Collins, el apartamento es el 11.', [], '2400 Collins Avenue'],
    ['estoy en el 512 de la avenida Westchester', [], '512 Westchester Avenue'],
    ['vivo en el dos mil veinte de la calle Broadway', [], '2020 Broadway'],
    ['1122 Camino Real, unit 5', ['address'], '1122 Camino Real'],
    ['1700 Ponce de Leon Boulevard, apartamento 9A.', ['address'], '1700 Ponce de Leon Boulevard'],
  ];
  it.each(cases)('%s', (text, asked, address) => {
    expect(heard(text, asked, 'es').address).toBe(address);
  });
});

describe('contact details: units', () => {
  const cases: Array<[string, Slot[], string | undefined]> = [
    ['#4', ['unit'], '4'],
    ['2R', ['unit'], '2R'],
    ['number 5', ['unit'], '5'],
    ['apt. 7C', [], '7C'],
    ['unit 1R', [], '1R'],
    ['suite 200', [], '200'],
    ['the unit is 4 B', [], '4B'],
    ['The apartment number is 12', [], '12'],
    ['cuatro be', ['unit'], '4B'],
    // The unit in its own sentence after the address; "soy del 206" says where the caller lives.
    ['2020 West Indian School Road. El 137.', [], '137'],
    ['Es en el 4300 West Flagler Street, yo soy del 206.', [], '206'],
    ['apartamento doce ce', [], '12C'],
    ['apartamento 12C', [], '12C'],
    ['depto 4', [], '4'],
    ['apto 3', [], '3'],
    ['unidad 3', [], '3'],
    ['interior 2', [], '2'],
    ['El 2.', ['unit'], '2'],
    ["It's 3C", ['unit'], '3C'],
    ['I\'m in 3F', [], '3F'],
    ['vivo en el 6E', [], '6E'],
    ['apartamento 5 d', [], '5D'],
    ['apartment for b', [], '4B'],
    ['unit to', [], '2'],
    ['el apartamento del segundo piso, el 2R', [], '2R'],
    ["it's a house", ['unit'], ''],
    ["It's a house, no unit.", [], ''],
    ['es una casa', [], ''],
    ['No, es una casa sola.', ['unit'], ''],
    ['there is no apartment number', [], ''],
  ];
  it.each(cases)('%s (asked %j)', (text, asked, unit) => {
    expect(heard(text, asked, /\b(es|el|apartamento|depto|apto|unidad|interior|vivo|cuatro)\b/.test(text) ? 'es' : 'en').unit).toBe(unit);
  });

  it("someone else's unit is not the caller's", () => {
    expect(heard('The guy in 4B plays drums all night', ['issue']).unit).toBeUndefined();
    expect(heard('quiero poner una queja del vecino del 3B', ['issue'], 'es').unit).toBeUndefined();
    expect(heard('Vivo en el 2B, el de arriba es el 3B.', ['address'], 'es').unit).toBe('2B');
    expect(heard('Martín Gaspari, 1800 Collins Avenue, depto 9B. Ellos están en el 10B', [], 'es').unit).toBe('9B');
    expect(heard('Lisandro Mejía, 415 Ridge Road, yo estoy en el 2B, ella en el 2A', [], 'es').unit).toBe('2B');
    expect(heard("It's my mom's place, she's in 5C", ['unit']).unit).toBe('5C');
  });

  it('numbers joined by hyphens, streets named by a letter or with an article', () => {
    expect(heard('Apartment three-oh-four.', ['unit']).unit).toBe('304');
    expect(heard('Nine-ninety Biscayne Boulevard.', ['address']).address).toBe('990 Biscayne Boulevard');
    expect(heard('Hugo Brandt. 2525 J Street, apartment 4.', ['name'])).toMatchObject({ address: '2525 J Street', unit: '4' });
    expect(heard('Yesenia Cárdenas, 615 Las Palmas Drive, unit 14', ['name']).address).toBe('615 Las Palmas Drive');
  });
});

describe('phone numbers as callers say them', () => {
  const cases: Array<[string, Slot[], string | undefined]> = [
    ['five five five, oh one four seven', ['phone'], undefined],
    ['two one two, five five five, zero one nine nine', ['phone'], '+12125550199'],
    ['tres cero cinco cinco cinco cinco cero uno ocho dos', ['phone'], '+13055550182'],
    ['trescientos cinco, cinco cincuenta y cinco, cero uno cuarenta y uno', ['phone'], '+13055550141'],
    ['three one two, double five five, oh one four seven', ['phone'], '+13125550147'],
    ['text me at 415 555 0123', ['issue'], '+14155550123'],
    ['my cell is 646-555-0121', ['name'], '+16465550121'],
    ['you can reach me at (718) 555-0144', [], '+17185550144'],
    ['llámeme al 786 555 0133', [], '+17865550133'],
    ['mi cel es siete uno ocho, cinco cinco cinco, cero uno nueve tres', ['name'], '+17185550193'],
    ['el número es 973 555 0105', [], '+19735550105'],
    ['call me at 312 555 01 for 7', [], '+13125550147'],
    ['my number is two one two five five five oh one to nine', ['phone'], '+12125550129'],
    ['Call my cell, not this one. Nine one nine, five five five, zero one two eight.', [], '+19195550128'],
  ];
  it.each(cases)('%s', (text, asked, phone) => {
    expect(heard(text, asked, /\b(es|mi|tres|llámeme)\b/.test(text) ? 'es' : 'en').phone).toBe(phone);
  });

  it('keeps seven digits as an incomplete number, and normalises typed numbers', () => {
    expect(findPhone('five five five, oh one four seven')).toMatchObject({ digits: '5550147' });
    expect(findPhone('double five')).toBeUndefined();
    expect(normalizePhone('+1 (415) 555-0123')).toBe('+14155550123');
    expect(normalizePhone('415.555.0123')).toBe('+14155550123');
    expect(normalizePhone('+44 20 7183 8750')).toBe('+442071838750');
    expect(normalizePhone('browser')).toBe('');
    expect(readBack('+13125550147')).toBe('3 1 2, 5 5 5, 0 1 4 7');
  });

  it('number words in addresses, not in articles', () => {
    expect(wordsToDigits('twelve Oak Street')).toBe('12 Oak Street');
    expect(wordsToDigits('doce de la calle Oak')).toBe('12 de la calle Oak');
    expect(wordsToDigits('dos mil cuatrocientos de la avenida Collins')).toBe('2400 de la avenida Collins');
    expect(wordsToDigits('Oh, sorry, one dog')).toBe('Oh, sorry, one dog');
    expect(heard('Lucía Ferrer, four ten Bay Street, unit 8B.', ['name']).address).toBe('410 Bay Street');
  });
});

describe('corrections', () => {
  it('a number fixed in the same breath or in the next turn', () => {
    expect(heard('323-555-0166. Wait, no, it\'s 0161 at the end, sorry. 323-555-0161.', ['phone']).phone).toBe('+13235550161');
    expect(heard('Three three six, five five five, zero one eight one. Sorry, zero one eight two at the end.', ['phone']).phone).toBe('+13365550182');
    expect(heard('773 555 0139. No, perdón, termina en cero uno cuatro siete.', ['phone'], 'es').phone).toBe('+17735550147');
  });

  it('a last name said after the first, and a street address that replaces a number read as one', async () => {
    expect(await workOrder(['Hello. The refrigerator is not cold since yesterday.', 'My name is Hoa, family name Nguyen. 3310 Bellaire Boulevard, number 12.'])).toMatchObject({ name: 'Hoa Nguyen' });
    const neighbour = await workOrder(['Buenas, el vecino del 10 deja las bolsas de basura afuera de su puerta por días.', 'Graciela Pineda, 6500 Hillcroft Avenue, apartamento 9.'], 'es');
    expect(neighbour).toMatchObject({ address: '6500 Hillcroft Avenue', unit: '9' });
  });

  it('a first name given early is completed by the full name later', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say('Hi, this is Oskar from the front desk at 300 Harbor Street, the lobby door will not lock.');
    await call.say('Oskar Lindqvist, and you can call me back on this line.');
    expect(analyzeOffline(call.transcript(), 'en').request).toMatchObject({ tenantName: 'Oskar Lindqvist' });
  });

  it('English: "no, it\'s 0147", "the last four are…", "sorry, I meant 3B"', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say('My kitchen sink is leaking. This is Beth Carter at 14 Spruce Street, unit 1R.');
    let r = await call.say('312 555 0174');
    expect(r.text).toContain('I have 3 1 2, 5 5 5, 0 1 7 4. Is that correct?');
    r = await call.say("No, it's 0147");
    expect(r.text).toContain('I have 3 1 2, 5 5 5, 0 1 4 7. Is that correct?');
    r = await call.say('No, the last four are 0148');
    expect(r.text).toContain('I have 3 1 2, 5 5 5, 0 1 4 8. Is that correct?');
    await call.say('Yes');
    await call.say('Sorry, I meant 3B');
    expect(analyzeOffline(call.transcript(), 'en').request).toMatchObject({ tenantName: 'Beth Carter', propertyAddress: '14 Spruce Street', unit: '3B', callbackPhone: '+13125550148' });
  });

  it('Spanish: "no, es Pérez con zeta", "termina en…", and a "no" to the readback asks again', async () => {
    const call = new Call(dialogConfig({ language: 'es', agentName: 'Sofia', employee: 'sofia' }));
    await call.start();
    let r = await call.say('Hola, me llamo Ana Peres y el lavabo está goteando');
    expect(r.text).toMatch(/^Gracias, Ana\./);
    await call.say('No, es Pérez con zeta');
    await call.say('Vivo en el 45 de la calle Maple, apartamento 2C');
    r = await call.say('Mi número es 305 555 0182');
    expect(r.text).toContain('Tengo el número 3 0 5, 5 5 5, 0 1 8 2. ¿Es correcto?');
    r = await call.say('No, perdón, termina en cero uno cuatro siete');
    expect(r.text).toContain('Tengo el número 3 0 5, 5 5 5, 0 1 4 7. ¿Es correcto?');
    r = await call.say('No, está mal');
    expect(r.text).toMatch(/número/);
    expect(r.text).not.toContain('0 1 4 7');
    await call.say('786 555 0133');
    await call.say('Sí, correcto');
    expect(analyzeOffline(call.transcript(), 'es').request).toMatchObject({ tenantName: 'Ana Pérez', propertyAddress: '45 Maple Street', unit: '2C', callbackPhone: '+17865550133' });
  });

  it('numbered streets and directions said in Spanish, and a unit said in two-digit pieces', () => {
    expect(heard('Soy Héctor Ramírez, el 318 de la calle Quinta Este, apartamento tres', ['name'], 'es')).toMatchObject({ address: '318 East 5th Street', unit: '3' });
    expect(heard('Soy Ramón Gutiérrez, el 3100 de la calle 26 Oeste, apartamento 2', ['name'], 'es').address).toBe('3100 West 26th Street');
    expect(heard('en el 2150 de la Northwest Siete Avenida, apartamento doscientos diez', ['address'], 'es').address).toBe('2150 Northwest 7th Avenue');
    expect(heard('en el 1234 de la Calle Ocho suroeste, apartamento 6', ['address'], 'es').address).toBe('1234 Southwest 8th Street');
    expect(heard('del 1800 de la avenida Western Sur, apartamento tres be', ['address'], 'es').address).toBe('1800 South Western Avenue');
    expect(heard('vivo en la Flamingo Road, número 4100, apartamento 231', ['address'], 'es').address).toBe('4100 Flamingo Road');
    expect(heard('Theresa Kim, two twenty-two Wabash Avenue, unit eighteen oh five', ['name']).unit).toBe('1805');
    expect(heard('Es en el 300 de Spring Valley Road, apartamento once cero seis', ['address'], 'es').unit).toBe('1106');
  });

  it('held-out set 10: streets said with "la", routes, half numbers, and a unit taken back', () => {
    expect(heard('Yuniel Betancourt, en el mil quinientos de la treinta y seis suroeste, el dos be', ['name'], 'es')).toMatchObject({ address: '1500 Southwest 36th Street', unit: '2B' });
    expect(heard('Ernesto Villalobos, en el tres mil ciento veinte de la Cermak oeste, yo estoy en el cuatro ce.', ['name'], 'es')).toMatchObject({ address: '3120 West Cermak', unit: '4C' });
    expect(heard('en el tres mil novecientos de la treinta y cinco avenida norte, apartamento veintidós', ['address'], 'es').address).toBe('3900 North 35th Avenue');
    expect(heard('el mil ochocientos treinta y seis de la Tercera Avenida, apartamento doce', ['address'], 'es').address).toBe('1836 3rd Avenue');
    expect(heard('en el cuatro mil cuatrocientos diez de la Ruta 9, es casa', ['address'], 'es').address).toBe('4410 Route 9');
    expect(heard('Génesis Rondón, en el 1730 de la Kirkwood, el apartamento 3A', ['name'], 'es')).toMatchObject({ address: '1730 Kirkwood', unit: '3A' });
    expect(heard('Esto es el colmo, pago 1,900 de renta y llevo tres días sin agua caliente', [], 'es').address).toBeUndefined();
    expect(heard('yo me llamo Katherine Ruiz, el apartamento de ella es el 4, en el 1801 de la calle Division.', ['name'], 'es').unit).toBe('4');
    expect(heard('Hollis Grant, 9 1/2 Depot Street, it is a house', ['name']).address).toBe('9 1/2 Depot Street');
    expect(heard('Thirty-eight and a half Linden Street, apartment 2.', ['address']).address).toBe('38 1/2 Linden Street');
    expect(heard('the aide, 4471 Route 30, it is a house', ['address']).address).toBe('4471 Route 30');
    expect(heard('im at twenty one oh nine west gray street apartment for oh two', ['address'])).toMatchObject({ address: '2109 West Gray Street', unit: '402' });
    expect(heard("sorry, not 2A, it's 3A. I always mix that up").unit).toBe('3A');
  });

  it('a unit or address fixed in the same breath', () => {
    expect(heard('Mohammed Al-Rashid, 8100 Kirby Drive, apartment 15, no wait, 51.', ['name']).unit).toBe('51');
    expect(heard('Rosalind Park, 200 East 89th Street, apartment 9G. Oh, sorry, 9E.', ['name']).unit).toBe('9E');
    expect(heard('El 3A. Bueno no, el 3C.', ['unit'], 'es').unit).toBe('3C');
    expect(heard('Es en el 3321 de Fruitridge Road, apartamento 12. Ah no, perdón, el 21, el 12 es de mi hermana.', ['address'], 'es').unit).toBe('21');
    expect(heard('Olga Sorensen, 31 Summit Avenue, apartment 2F. Sorry, 13 Summit Avenue, I always flip it.', ['name']).address).toBe('13 Summit Avenue');
  });

  it('held-out set 11: four-digit units in words, corrections of a unit or a house number, ordinals and compass words', () => {
    expect(heard('Ana Lopez, 90 Bay Drive. I live in twelve oh three.', ['name']).unit).toBe('1203');
    expect(heard('Sam Ortiz, 400 Pine Avenue, apartment fourteen thirty-one', ['name']).unit).toBe('1431');
    expect(heard('Dana Reyes, 70 Elm Street, unit 3012, sorry, 3021.', ['name']).unit).toBe('3021');
    expect(heard('Raj Patel, 12 Oak Road, apartment sixteen oh two, no wait, twelve oh six.', ['name']).unit).toBe('1206');
    expect(heard('Lee Wong, 74 Birch Lane, no sorry 47, unit 2', ['name'])).toMatchObject({ address: '47 Birch Lane', unit: '2' });
    expect(heard('Soy Eva Cruz, apartamento 3D, en el 410 West 48th Street... no, perdón, 414.', ['name'], 'es')).toMatchObject({ address: '414 West 48th Street', unit: '3D' });
    expect(heard('Soy Eva Cruz, el 4C. 300 Main Street.', ['name'], 'es').unit).toBe('4C');
    expect(heard('Soy Eva Cruz, 300 Main Street, apartamento B doce.', ['name'], 'es').unit).toBe('B12');
    expect(heard('my name is kim lee three twelve south west hawthorne street unit dee', ['name'])).toMatchObject({ address: '312 Southwest Hawthorne Street', unit: 'D' });
    expect(heard('Ty Moss, too oh nine Fulton Street', ['name']).address).toBe('209 Fulton Street');
    expect(heard('Ty Moss, 500 West Twenty-Third Street, apartment 4', ['name']).address).toBe('500 West 23rd Street');
    expect(heard('Ty Moss, 500 East Eleventh Street', ['name']).address).toBe('500 East 11th Street');
    expect(heard('Ty Moss, 500 Third Avenue', ['name']).address).toBe('500 Third Avenue');
  });

  it('held-out set 12: labelled forms, a relative named for, a unit before the address or after the city, a digit pair fixed', () => {
    expect(heard('Nombre: Ana Ruiz. Dirección: 12 Oak Street, apt 3', [], 'es')).toMatchObject({ name: 'Ana Ruiz', address: '12 Oak Street', unit: '3' });
    expect(heard('Mi mamá se llama Rosa Díaz, ella vive en el 40 de la calle Elm', [], 'es').name).toBe('Rosa Díaz');
    expect(heard("She's Ruth Klein, 40 Elm Street, apartment 2. I'm her son.").name).toBe('Ruth Klein');
    expect(heard("Is that normal? Anyway, Ruth Klein, 40 Elm Street, unit 2.").name).toBe('Ruth Klein');
    expect(heard("He's diabetic, so I worry").name).toBeUndefined();
    expect(heard('Soy Ana Ruiz, del 7, en el 400 West Main Street.', [], 'es')).toMatchObject({ address: '400 West Main Street', unit: '7' });
    expect(heard('Soy Ana Ruiz, del 900 East Holt Boulevard, en Pomona, el 31.', [], 'es').unit).toBe('31');
    expect(heard('i live in d fourteen at twelve hundred main street').unit).toBe('D14');
    expect(heard('El contrato se vence el 15 de marzo', [], 'es').address).toBeUndefined();
    expect(heard('Apartment 9, and my number is (212) 555-0134, sorry, 0143, I mix them up.', ['phone'])).toMatchObject({ unit: '9', phone: '+12125550143' });
  });

  it('held-out set 13: a street named Calle or Avenida, Queens numbers, no street type, named units, kin before a name', () => {
    expect(heard('Nilda Cartagena, 305 Calle Cerra, apartamento 4A, en Santurce.', [], 'es')).toMatchObject({ address: '305 Calle Cerra', unit: '4A' });
    expect(heard('Soy Edwin Colón, 410 Avenida Ponce de León, apartamento 7C.', [], 'es').address).toBe('410 Avenida Ponce de León');
    expect(heard('vivo en el 455 calle lake apt 3', [], 'es').address).toBe('455 Lake Street');
    expect(heard('Liliana Patiño, 37-20 83rd Street, Jackson Heights, apartamento 4G.', [], 'es')).toMatchObject({ address: '37-20 83rd Street', unit: '4G' });
    expect(heard('soy maribel sotelo en el 8001 calle bissonnet departamento 112', [], 'es')).toMatchObject({ address: '8001 Bissonnet Street', unit: '112' });
    expect(heard('Joseph Nakamura, 440 Vista Grande, apt 12C')).toMatchObject({ name: 'Joseph Nakamura', address: '440 Vista Grande', unit: '12C' });
    expect(heard("I'm the tenant in the rear unit, 62 Quarry Hill Road.")).toMatchObject({ address: '62 Quarry Hill Road', unit: 'Rear unit' });
    expect(heard('we rent the back house at 5 Elm Street').unit).toBe('Back house');
    expect(heard('Me llamo Patricia Loaiza, vivo en el número 5 del 2627 West Jefferson Boulevard.', [], 'es')).toMatchObject({ address: '2627 West Jefferson Boulevard', unit: '5' });
    expect(heard('Hay fuego en el apartamento de abajo, el 2A. Estamos en el 3A.', [], 'es').unit).toBe('3A');
    expect(heard('Ana Lee, 4109 Avenue G, apartment 2').address).toBe('4109 Avenue G');
    expect(heard('nombre miguel angel tapia. direccion 1207 e 4th st apto 5', ['name'], 'es').name).toBe('Miguel Angel Tapia');
    expect(heard('Vivo en el 4521 Tejon Street, es la casa de atrás.', [], 'es')).toMatchObject({ address: '4521 Tejon Street', unit: 'casa de atrás' });
    expect(heard('the people in the back unit play music all night').unit).toBeUndefined();
    expect(heard('Soy su hija, Gladys Rosario. El edificio es el 1200 Commonwealth Avenue.', [], 'es').name).toBe('Gladys Rosario');
    expect(heard('yamile cardenas por favor apurense', ['name'], 'es').name).toBe('Yamile Cardenas');
  });

  it('"no" to the readback about something else keeps the number', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say('The caulk in my bathtub is peeling. Chris Morgan, 2400 Lamar Boulevard, apartment 110.');
    await call.say('512-555-0170');
    await call.say('No pets, nothing else.');
    expect(analyzeOffline(call.transcript(), 'en').request.callbackPhone).toBe('+15125550170');
  });
});

describe('speech recognition: no punctuation, lower case', () => {
  const cases: Array<[string, Slot[], Partial<ReturnType<typeof heard>>]> = [
    ['my name is beth carter i live at 14 spruce street', ['issue'], { name: 'Beth Carter', address: '14 Spruce Street' }],
    ['tanya morales 19 birch road unit to', ['name'], { name: 'Tanya Morales', address: '19 Birch Road', unit: '2' }],
    ['its priya raman 88 elm street apartment for b', ['name'], { name: 'Priya Raman', address: '88 Elm Street', unit: '4B' }],
    ['im dante wilson i live in 4 c at 250 park street', ['name'], { name: 'Dante Wilson', address: '250 Park Street', unit: '4C' }],
    ['name is kim tran address 3434 w irving park rd apt 1', ['name'], { name: 'Kim Tran', address: '3434 W Irving Park Rd', unit: '1' }],
    ['this is carl jensen 1415 maple street its a house', ['name'], { name: 'Carl Jensen', address: '1415 Maple Street', unit: '' }],
    ['me llamo rosa elena batista vivo en el 1180 de grand concourse apartamento 6 j', ['name'], { name: 'Rosa Elena Batista', address: '1180 Grand Concourse', unit: '6J' }],
    ['soy ana lucia perez 5th floor apartamento 5 d del 2020 de la calle broadway', ['name'], { name: 'Ana Lucia Perez', address: '2020 Broadway', unit: '5D' }],
    ['hola soy luis angel romero del 2033 de cesar chavez avenue apartamento 2 el refri no enfria', ['issue'], { name: 'Luis Angel Romero', address: '2033 Cesar Chavez Avenue', unit: '2' }],
    ['me llamo tatiana rosales apartamento 2 c 4115 west 26th street', ['name'], { name: 'Tatiana Rosales', address: '4115 West 26th Street', unit: '2C' }],
    ['im sarah lee unit 6 at 400 forth street', ['name'], { name: 'Sarah Lee', address: '400 Fourth Street', unit: '6' }],
  ];
  it.each(cases)('%s', (text, asked, expected) => {
    expect(heard(text, asked, /\b(me llamo|soy)\b/.test(text) ? 'es' : 'en')).toMatchObject(expected);
  });
});

describe('no contact details where there are none', () => {
  const noName: Array<[string, Slot[], 'en' | 'es']> = [
    ["I'm calling because the sink is leaking", ['name'], 'en'],
    ["it's the kitchen", ['name'], 'en'],
    ["It's really urgent, please hurry", ['name'], 'en'],
    ['Yes.', ['name'], 'en'],
    ['That\'s right', ['name'], 'en'],
    ['This number, yes.', ['name'], 'en'],
    ['Call me back on this number.', ['name'], 'en'],
    ['I\'m whispering.', ['name'], 'en'],
    ['Yes, it\'s warm and it\'s gone a bit brown.', ['name'], 'en'],
    ['Operator! Just put me through to somebody.', ['name'], 'en'],
    ['Hundreds. Along the counter by the window.', ['name'], 'en'],
    ['I\'m 88 years old, I use a walker.', ['name'], 'en'],
    ['i feel kind of dizzy yeah', ['name'], 'en'],
    ['soy inquilino', ['name'], 'es'],
    ['estoy preocupada', ['name'], 'es'],
    ['Ay, Dios mío, bueno, ya salgo.', ['name'], 'es'],
    ['Sí, se puede usar, y tenemos otro baño arriba.', ['name'], 'es'],
    ['Desde ayer.', ['name'], 'es'],
    ['Sí, a este teléfono.', ['name'], 'es'],
    ['Solo tenemos uno. Somos cinco con los niños.', ['name'], 'es'],
  ];
  it.each(noName)('no name in %s', (text, asked, language) => {
    expect(heard(text, asked, language).name).toBeUndefined();
  });

  const noAddress: Array<[string, Slot[], 'en' | 'es']> = [
    ["it's 14 degrees outside", ['address'], 'en'],
    ['my mom is 80', ['address'], 'en'],
    ['I have 2 dogs and a cat', ['address'], 'en'],
    ['It started at 3 pm', ['address'], 'en'],
    ['Afuera 40 grados Fahrenheit.', ['address'], 'es'],
    ['tengo 74 años, vivo sola', ['address'], 'es'],
    ['si ya sali del apartamento estoy en la calle', ['address'], 'es'],
    ['Yes, correct.', ['address'], 'en'],
  ];
  it.each(noAddress)('no address in %s', (text, asked, language) => {
    expect(heard(text, asked, language).address).toBeUndefined();
  });

  it('no unit or phone from a temperature, an age, a time or a count', () => {
    for (const text of ["it's 14 degrees outside", 'my mom is 80', '2 dogs', 'at 3 pm', 'I\'m 79', 'it has been 20 minutes']) {
      expect(heard(text, ['unit']).unit).toBeUndefined();
      expect(heard(text, ['phone']).phone).toBeUndefined();
    }
  });
});

describe('scripted callers who do not follow the questions', () => {
  it('English: a bare list, a number said in words, and "this number" on a phone call', async () => {
    expect(await workOrder(['My bathroom sink is clogged.', 'Yes it is draining really slowly.', 'Kofi Asante, 12 Lexington Road, unit B.', 'nine seven one, five five five, oh one four eight', 'Yes.'])).toEqual({
      name: 'Kofi Asante',
      address: '12 Lexington Road',
      unit: 'B',
      phone: '+19715550148',
    });
    expect(await workOrder(['Smoke detector keeps chirping.', 'Marco Antonio Ibarra.', '8020 Alameda Avenue.', 'El 2.', 'Use this number.', 'Yes.'], 'en', '+19155550114')).toEqual({
      name: 'Marco Antonio Ibarra',
      address: '8020 Alameda Avenue',
      unit: '2',
      phone: '+19155550114',
    });
  });

  it('Spanish: the area code after seven digits, and "el mismo de donde llamo"', async () => {
    expect(await workOrder(['La regadera gotea.', 'Me llamo Luis Ortega.', '220 Pine Street, apartamento 5.', 'cinco cinco cinco, cero uno cuatro siete', 'tres uno dos', 'Sí, correcto.'], 'es')).toEqual({
      name: 'Luis Ortega',
      address: '220 Pine Street',
      unit: '5',
      phone: '+13125550147',
    });
    expect(await workOrder(['Huele a gas en el pasillo.', 'Luis Ortega.', '220 Pine Street.', 'Apartamento 5.', 'El mismo de donde llamo.', 'Sí.'], 'es', '+17185550134')).toEqual({
      name: 'Luis Ortega',
      address: '220 Pine Street',
      unit: '5',
      phone: '+17185550134',
    });
  });

  it('a name given after "me llamo" replaces a guess, and a refusal stops the question', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say('My fridge stopped cooling.');
    const r = await call.say("I'd rather not give my name. It's 2207 Burnet Avenue, unit 5.");
    expect(r.text).not.toMatch(/name/);
    expect(analyzeOffline(call.transcript(), 'en').request).toMatchObject({ tenantName: '', propertyAddress: '2207 Burnet Avenue', unit: '5' });
  });
});
