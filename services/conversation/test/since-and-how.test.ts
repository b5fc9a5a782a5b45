// What happened since the caller first noticed it, what they did about it, and how they put it: calls back
// on a ticket, valves closed, marks an arc left, smoke that fills a room. Phrasings of our own, in both languages.
import { Call, firstReply, heardContact, ownerConfig, scriptedWorkOrder, tierOf } from './dialog-helpers';

/** What an owner's agent without a transfer number answers a caller's first words, greeting skipped. */
const asks = (line: string) => new Call(ownerConfig()).say(line).then((r) => r.text);

describe('what the caller did about it, and what happened since', () => {
  it('a fixture dry because the caller closed its own valve is urgent, not a home without water', () => {
    expect(tierOf('the pipe under my kitchen sink drips so I shut off the valve under it, now that sink has no water')).toBe('urgent');
    expect(tierOf('gotea el tubo del lavabo, cerré la llave de abajo y ahora no tengo agua en el baño')).toBe('urgent');
    expect(tierOf('there is no water in the whole apartment since this morning')).toBe('emergency');
  });

  it('a leak that stopped by itself or was fixed is no job; one stopped at its valve still is', () => {
    expect(tierOf('about my old ticket for the drip from the ceiling, it stopped on its own after the neighbor fixed their shower')).not.toBe('emergency');
    expect(tierOf('la gotera del techo ya paró sola, el de arriba arregló su regadera')).not.toBe('emergency');
    expect(tierOf('the trap under the sink leaks, I closed the valves and put a pot under it')).toBe('urgent');
  });

  it('a toilet named first and broken sentences later is out; the only one in the home is an emergency', () => {
    expect(tierOf('Following up on the toilet that kept running. Now the tank split and I turned it off.', 'it is our only bathroom')).toBe('emergency');
    expect(tierOf('el inodoro de abajo se tapó, lo destapé ayer y hoy se volvió a tapar', 'tenemos otro baño arriba')).toBe('urgent');
  });

  it('a key card or fob that stopped opening the door shuts the tenant out; it leaves no door open', () => {
    expect(tierOf('my key fob quit working at the lobby door, I keep waiting for someone to let me in')).toBe('urgent');
    expect(tierOf('ya no me abre la tarjeta de la puerta del edificio')).toBe('urgent');
  });

  it('a wheelchair lift that will not move, with the caller safe indoors, is urgent', () => {
    expect(tierOf("the stair lift won't move at all, I'm okay inside but I can't get downstairs")).toBe('urgent');
    expect(tierOf('la plataforma de la silla de ruedas no sube, estamos bien adentro')).toBe('urgent');
  });

  it('glass crazed right across is urgent; a hairline crack in a wall is not', () => {
    expect(tierOf('a ball hit the living room window and now the glass is spiderwebbed, it still closes')).toBe('urgent');
    expect(tierOf('el vidrio de la ventana quedó estrellado de lado a lado')).toBe('urgent');
    expect(tierOf('there is a hairline crack in the wall next to the window')).not.toBe('urgent');
  });
});

describe('how the caller puts it', () => {
  it('an outlet an arc blackened, with no smoke or smell, is an emergency, not a fire', () => {
    expect(tierOf('I plugged in the heater, the outlet popped and flashed and now it is blackened, no smoke and no smell')).toBe('emergency');
    expect(tierOf('el enchufe echó una chispa y quedó tiznado, no huele a nada')).toBe('emergency');
  });

  it('smoke that fills a room is a fire to get out of, even when the wiring is what burns', async () => {
    expect(await firstReply('en', 'the bedroom is filling with smoke and it smells like burning wires')).toMatch(/^Please get everyone out of the building right now/);
    expect(await firstReply('es', 'el cuarto se está llenando de humo y huele a cable quemado')).toMatch(/^Por favor, salgan todos del edificio ahora mismo/);
    expect(await firstReply('en', 'there is a gray haze in the stairwell and it smells like something burnt')).toMatch(/^Please get everyone out of the building right now/);
  });

  it("an engine left running where its fumes come in is carbon monoxide, even when the alarm's name is not said", async () => {
    expect(await firstReply('en', 'my roommate left his car running in the attached garage and the kitchen smells like exhaust')).toMatch(
      /^Please get everyone, pets included, out into fresh air/,
    );
    expect(await firstReply('es', 'mi esposo dejó la camioneta prendida en el garaje y ya suena una alarma adentro')).toMatch(/^Por favor, salgan todos al aire libre/);
  });

  it('a disposal that only hums is jammed, not burning; a heart attack the caller nearly had is a figure of speech', () => {
    expect(tierOf('the garbage disposal just hums when I flip the switch')).not.toBe('life_safety');
    expect(tierOf('there was a mouse in the pantry, I almost had a heart attack')).not.toBe('life_safety');
    expect(tierOf('una rata enorme en la cocina, casi me da un infarto')).not.toBe('life_safety');
  });

  it('new ways to ask for a person', () => {
    return Promise.all([
      expect(asks('could you hand me off to whoever does the billing?')).resolves.toContain("I'll take a message"),
      expect(asks('is there anybody with a pulse over there I could talk to?')).resolves.toContain("I'll take a message"),
    ]);
  });
});

describe('details said as people say them', () => {
  it('a house number read digit by digit, an address named again, and a correction word mid-address', () => {
    expect(heardContact('Dana Ruiz, I am in 5 B, 3 1 7 Linden Avenue', ['name'])).toMatchObject({ address: '317 Linden Avenue', unit: '5B' });
    expect(heardContact('8 Harbor Lane, well that is my unit number, the address is 240 Harbor Lane', ['address'])).toMatchObject({ address: '240 Harbor Lane' });
    expect(heardContact('el 45 Avenida... digo, 45 Elm Street', ['address'], 'es')).toMatchObject({ address: '45 Elm Street' });
  });

  it("a second number only for when the caller doesn't answer leaves the first as the callback", () => {
    expect(heardContact("reach me at 646 555 0123, and if I don't answer, my sister at 646 555 0188", ['phone'])).toMatchObject({ phone: '+16465550123' });
    expect(heardContact('al 305 555 0142, y si no contesto, al de mi hija, 305 555 0177', ['phone'], 'es')).toMatchObject({ phone: '+13055550142' });
  });

  it('a Catalan name joined by "i" keeps both surnames', () => {
    expect(heardContact('Em dic... perdón, me llamo Jordi Vila i Soler, 12 Bay Street', ['name'], 'es')).toMatchObject({ name: 'Jordi Vila i Soler' });
  });
});

describe('words that sound alarming and are not, and dangers said sideways', () => {
  it.each([
    'we are having a fire sale on the patio furniture, and the closet door in the walk-in closet came off its track',
    'i feel trapped in my lease, what does it cost to break it',
    'me siento atrapado en mi contrato, ¿cuánto cuesta romperlo?',
    'my car is trapped in the garage because the door will not open',
    'I stopped using the dryer, the lint in the vent might be a fire risk',
  ])('%j is no danger to life', (line) => {
    expect(tierOf(line)).not.toBe('life_safety');
  });

  it('a flood someone else claims and the caller denies is the leak the caller describes', () => {
    expect(tierOf("the pipe under the sink leaks, my roommate says it's a flood, it is not a flood, it drips into a bucket")).toBe('urgent');
  });

  it("'sick of' the building is no one sick at home; a parent just out of surgery is", () => {
    expect(tierOf("the heat is out and I'm sick of this place, it's 50 outside and 61 inside")).toBe('urgent');
    expect(tierOf('the AC died, it is 90 outside, my dad had bypass surgery last week')).toBe('emergency');
  });

  it('two people with headaches, one drowsy and slurring, is carbon monoxide', () => {
    expect(tierOf('my roommate and I both have bad headaches and nausea, and now he is half asleep and slurring')).toBe('life_safety');
  });

  it('a garage door that will not close is urgent, not an open home', () => {
    expect(tierOf("the garage door won't close, it bounces back up, the door into the house locks")).toBe('urgent');
  });
});

describe('names and units said around other people', () => {
  it('a name taken back for the one typing, a name in parts, and a tenant named by a relative', async () => {
    expect(heardContact('Ana Ruiz — no sorry, this is her son typing, Marco Ruiz. 5 Elm Street', ['name'])).toMatchObject({ name: 'Marco Ruiz' });
    expect(await scriptedWorkOrder(['my kitchen sink is clogged', 'Last name is Oyelaran, Oscar Yankee. First name Tunde.'])).toMatchObject({ name: 'Tunde Oyelaran' });
    expect(heardContact('Ella se llama Marisol Peña, 40 Oak Street, apartamento 2.', ['name'], 'es')).toMatchObject({ name: 'Marisol Peña' });
  });

  it('a lower-case name between the address and the number, and a unit in the spelling alphabet', () => {
    expect(heardContact('sink leaks. 22 oak st apt 7, lena park, 312 555 0188')).toMatchObject({ name: 'Lena Park' });
    expect(heardContact('55 Grove Street, apartment Charlie Two', ['address'])).toMatchObject({ unit: 'C2' });
  });

  it("a neighbour's unit said first gives way to the unit said with the caller's address", async () => {
    expect(await scriptedWorkOrder(['the dog in 3C barks all day', 'Ines Mora, 9 Park Row, apartment 4B', '917 555 0144'])).toMatchObject({ unit: '4B' });
  });
});

describe('said late, said twice over, said with a title', () => {
  it('a fall with a double negative, an intruder heard inside, heat that no longer blows warm', () => {
    expect(tierOf("the back steps gave way under my dad, I can't say nobody got hurt, he can't feel his left foot")).toBe('life_safety');
    expect(tierOf('alguien rompió la puerta de atrás y está dentro de la sala ahorita, lo oigo')).toBe('life_safety');
    expect(tierOf('el calentón hace ruido y se apaga, no sale aire caliente', 'afuera estamos a 30 grados')).toBe('emergency');
  });

  it('nothing comes out, not a drop, is no water; no leak anywhere is not', () => {
    expect(tierOf('no sale nada de ninguna llave, ni una gota')).toBe('emergency');
    expect(tierOf('los tubos dan un golpe cuando se llena la lavadora, no sale agua por ningún lado, todo funciona')).not.toBe('emergency');
  });

  it('new ways to ask for a person', async () => {
    await expect(asks('bump me over to whoever has the schedule')).resolves.toContain("I'll take a message");
    await expect(asks("I'd rather go over the cost with an actual staff member")).resolves.toContain("I'll take a message");
  });

  it('an area code said after the number, a title before the name, a numbered unit at the back of the lot', async () => {
    expect(heardContact('my cell is 555 0142, area code 414', ['phone'])).toMatchObject({ phone: '+14145550142' });
    expect(heardContact('Lic. Teresa Ibarra, 10 Hill Street, apartment 2', ['name'], 'es')).toMatchObject({ name: 'Teresa Ibarra' });
    expect(heardContact('Sgt. Dale Moss, 4 Ridge Road, unit 2 rear', ['name'])).toMatchObject({ name: 'Dale Moss', unit: '2 rear' });
    expect(heardContact('vivimos en la casita de atrás, la número 3, 77 Olmo Street', ['address'], 'es')).toMatchObject({ unit: '3' });
  });

  it("a caller who says 'constructor' says no number and names no unit letter", () => {
    expect(heardContact('the constructor came by this morning, apartment 4 constructor', ['address'])).toEqual({
      name: undefined,
      address: undefined,
      unit: '4',
      phone: undefined,
    });
  });
});
