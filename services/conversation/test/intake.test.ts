import { findPhone, normalizePhone, readBack, wordsToDigits } from '../src/dialog/offline/numbers';
import type { Slot } from '../src/dialog/offline/extract';
import { heardContact as heard } from './dialog-helpers';

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
    ["Jennifer O'Brien. 2815 Maple Avenue, unit 3.", ['name'], { name: "Jennifer O'Brien", address: '2815 Maple Avenue', unit: '3' }],
    ['Mohammed Al-Rashid, 8100 Kirby Drive, apartment 51.', ['phone'], { name: 'Mohammed Al-Rashid', address: '8100 Kirby Drive', unit: '51' }],
    ['Yes, Sam Okoro.', ['name'], { name: 'Sam Okoro' }],
    ["Fine. Dmitri Volkov, 412 Cedar Lane. It's a house.", ['name'], { name: 'Dmitri Volkov', address: '412 Cedar Lane', unit: '' }],
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
    expect(heard("Hi, Wei Zhang at 45 Hudson Street apartment 10A, the outlet behind my TV just sparked. My number's 646-555-0121.", ['issue'])).toEqual({
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
    expect(heard("Hello. This is Mrs. Margaret Sullivan. I'm in apartment 4 at 19 Lincoln Avenue. There is water coming out of the wall.", ['issue'])).toMatchObject({
      name: 'Margaret Sullivan',
      address: '19 Lincoln Avenue',
      unit: '4',
    });
    expect(heard('Hi, this is Linda Carver in 4C at 310 Birch Street. Can the manager call me back?', ['issue'])).toMatchObject({
      name: 'Linda Carver',
      address: '310 Birch Street',
      unit: '4C',
    });
  });

  it('Spanish: me llamo, soy, habla, vivo en, del … de …', () => {
    expect(heard('Hola, me llamo Ana Ruiz, vivo en el 45 de la calle Maple, apartamento 2C, y huele a gas en la cocina.', ['issue'], 'es')).toEqual({
      name: 'Ana Ruiz',
      address: '45 Maple Street',
      unit: '2C',
      phone: undefined,
    });
    expect(
      heard('Buenas noches, le habla Liliana Osorio, apartamento 7C del 455 de Kingsbridge Road, mi número es 929 555 0117, salieron chispas del contacto.', ['issue'], 'es'),
    ).toEqual({
      name: 'Liliana Osorio',
      address: '455 Kingsbridge Road',
      unit: '7C',
      phone: '+19295550117',
    });
    expect(heard('Mire, yo soy Yokasta Féliz, del 1550 de la Sheridan Avenue, apto 5D, y aquí hay un olor a gas.', ['issue'], 'es')).toMatchObject({
      name: 'Yokasta Féliz',
      address: '1550 Sheridan Avenue',
      unit: '5D',
    });
    expect(
      heard('Hola, soy Francisco Almonte, 2930 Webster Avenue, apto 1C, teléfono nueve uno siete cinco cinco cinco cero uno tres tres, está sonando la alarma.', ['issue'], 'es'),
    ).toEqual({
      name: 'Francisco Almonte',
      address: '2930 Webster Avenue',
      unit: '1C',
      phone: '+19175550133',
    });
    expect(heard('Yo soy Marisol Reyes, el apartamento es el 8G del 1200 de Brickell Avenue.', ['name'], 'es')).toMatchObject({
      name: 'Marisol Reyes',
      address: '1200 Brickell Avenue',
      unit: '8G',
    });
    expect(heard('Soy Diana Castaño, del 3D. El edificio es el 640 de Riverside Drive.', ['name'], 'es')).toMatchObject({
      name: 'Diana Castaño',
      address: '640 Riverside Drive',
      unit: '3D',
    });
    expect(heard('Mi nombre es Pedro Ramírez y estoy en el 77 de Cedar Lane, unidad 5.', ['issue'], 'es')).toMatchObject({
      name: 'Pedro Ramírez',
      address: '77 Cedar Lane',
      unit: '5',
    });
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
    ["I'm in 3F", [], '3F'],
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
