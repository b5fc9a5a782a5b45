/** Callers who correct themselves, speech recognition without punctuation, and scripted callers who ignore the questions. */
import { analyzeOffline } from '../src/dialog/analysis';
import type { Slot } from '../src/dialog/offline/extract';
import { Call, dialogConfig, heardContact as heard, scriptedWorkOrder as workOrder } from './dialog-helpers';

describe('corrections', () => {
  it('a number fixed in the same breath or in the next turn', () => {
    expect(heard("323-555-0166. Wait, no, it's 0161 at the end, sorry. 323-555-0161.", ['phone']).phone).toBe('+13235550161');
    expect(heard('Three three six, five five five, zero one eight one. Sorry, zero one eight two at the end.', ['phone']).phone).toBe('+13365550182');
    expect(heard('773 555 0139. No, perdón, termina en cero uno cuatro siete.', ['phone'], 'es').phone).toBe('+17735550147');
  });

  it('a last name said after the first, and a street address that replaces a number read as one', async () => {
    expect(await workOrder(['Hello. The refrigerator is not cold since yesterday.', 'My name is Hoa, family name Nguyen. 3310 Bellaire Boulevard, number 12.'])).toMatchObject({
      name: 'Hoa Nguyen',
    });
    const neighbour = await workOrder(
      ['Buenas, el vecino del 10 deja las bolsas de basura afuera de su puerta por días.', 'Graciela Pineda, 6500 Hillcroft Avenue, apartamento 9.'],
      'es',
    );
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
    expect(analyzeOffline(call.transcript(), 'en').request).toMatchObject({
      tenantName: 'Beth Carter',
      propertyAddress: '14 Spruce Street',
      unit: '3B',
      callbackPhone: '+13125550148',
    });
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
    expect(analyzeOffline(call.transcript(), 'es').request).toMatchObject({
      tenantName: 'Ana Pérez',
      propertyAddress: '45 Maple Street',
      unit: '2C',
      callbackPhone: '+17865550133',
    });
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
    expect(heard('Yuniel Betancourt, en el mil quinientos de la treinta y seis suroeste, el dos be', ['name'], 'es')).toMatchObject({
      address: '1500 Southwest 36th Street',
      unit: '2B',
    });
    expect(heard('Ernesto Villalobos, en el tres mil ciento veinte de la Cermak oeste, yo estoy en el cuatro ce.', ['name'], 'es')).toMatchObject({
      address: '3120 West Cermak',
      unit: '4C',
    });
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
    expect(heard('Is that normal? Anyway, Ruth Klein, 40 Elm Street, unit 2.').name).toBe('Ruth Klein');
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
    expect(heard('Me llamo Patricia Loaiza, vivo en el número 5 del 2627 West Jefferson Boulevard.', [], 'es')).toMatchObject({
      address: '2627 West Jefferson Boulevard',
      unit: '5',
    });
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
    [
      'hola soy luis angel romero del 2033 de cesar chavez avenue apartamento 2 el refri no enfria',
      ['issue'],
      { name: 'Luis Angel Romero', address: '2033 Cesar Chavez Avenue', unit: '2' },
    ],
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
    ["That's right", ['name'], 'en'],
    ['This number, yes.', ['name'], 'en'],
    ['Call me back on this number.', ['name'], 'en'],
    ["I'm whispering.", ['name'], 'en'],
    ["Yes, it's warm and it's gone a bit brown.", ['name'], 'en'],
    ['Operator! Just put me through to somebody.', ['name'], 'en'],
    ['Hundreds. Along the counter by the window.', ['name'], 'en'],
    ["I'm 88 years old, I use a walker.", ['name'], 'en'],
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
    for (const text of ["it's 14 degrees outside", 'my mom is 80', '2 dogs', 'at 3 pm', "I'm 79", 'it has been 20 minutes']) {
      expect(heard(text, ['unit']).unit).toBeUndefined();
      expect(heard(text, ['phone']).phone).toBeUndefined();
    }
  });
});

describe('scripted callers who do not follow the questions', () => {
  it('English: a bare list, a number said in words, and "this number" on a phone call', async () => {
    expect(
      await workOrder([
        'My bathroom sink is clogged.',
        'Yes it is draining really slowly.',
        'Kofi Asante, 12 Lexington Road, unit B.',
        'nine seven one, five five five, oh one four eight',
        'Yes.',
      ]),
    ).toEqual({
      name: 'Kofi Asante',
      address: '12 Lexington Road',
      unit: 'B',
      phone: '+19715550148',
    });
    expect(await workOrder(['Smoke detector keeps chirping.', 'Marco Antonio Ibarra.', '8020 Alameda Avenue.', 'El 2.', 'Use this number.', 'Yes.'], 'en', '+19155550114')).toEqual(
      {
        name: 'Marco Antonio Ibarra',
        address: '8020 Alameda Avenue',
        unit: '2',
        phone: '+19155550114',
      },
    );
  });

  it('Spanish: the area code after seven digits, and "el mismo de donde llamo"', async () => {
    expect(
      await workOrder(
        ['La regadera gotea.', 'Me llamo Luis Ortega.', '220 Pine Street, apartamento 5.', 'cinco cinco cinco, cero uno cuatro siete', 'tres uno dos', 'Sí, correcto.'],
        'es',
      ),
    ).toEqual({
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
