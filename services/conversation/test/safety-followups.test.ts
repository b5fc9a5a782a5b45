import { screen } from '../src/dialog/safety/screen';
import { asksForNamedStaff } from '../src/dialog/safety/named-staff';
import { Call, ownerConfig, tierOf } from './dialog-helpers';

describe('safety screen: what a later turn adds or takes back', () => {
  it.each([
    // An alarm the building says is a test, a low battery, smoke from a grill outside.
    [['the fire alarm in my building keeps going off', 'oh there is a notice downstairs, they are testing the alarms all day'], undefined],
    [['el detector de humo está sonando', 'nomás pita cada minuto, creo que es la pila'], undefined],
    [['there is smoke coming in my window', 'it is the neighbors barbecue on the patio'], undefined],
    // ...but not when the danger is said again.
    [['the fire alarm is going off', 'they said it was a test but now I smell smoke in the hall'], 'life_safety'],
    // A gas smell the utility already fixed.
    [['we had a gas smell by the meters last night', 'the gas company came, they sealed a fitting and there is no smell now'], undefined],
    // Locked out of the resident portal, not the home.
    [['I am locked out', 'of the payment portal, it says my password is wrong'], undefined],
    // The leak in one turn, the bucket that holds it in the next.
    [['hay una fuguita debajo del fregadero', 'puse una cubeta y con eso se junta'], 'urgent'],
    // One room's outlets dead while the rest of the home has power.
    [['the outlets in my back bedroom stopped working', 'everything else in the apartment is fine'], 'urgent'],
    // The elevator in one turn, someone shut inside it in the next.
    [['el elevador se paró entre dos pisos', 'mi mamá está adentro, se quedó encerrada'], 'life_safety'],
    // A car alarm, not the building's.
    [['hay una alarma sonando bien fuerte', 'no es del edificio, es de un carro en el parqueo'], undefined],
    // A mother on the floor who cannot get up, said after the call began about something else.
    [['the grab bar in my mom’s bathroom is loose', 'actually she slipped and she can’t get up'], 'life_safety'],
    // "Call me back on this number" brings no power back.
    [['the power is out in the whole apartment, the neighbors have power', 'call me back on this number'], 'emergency'],
    // A burning smell a later turn puts down to a candle or incense, or takes back.
    [['something smells like it is burning in the living room', 'oh wait, never mind, my son lit a candle'], undefined],
    [['hay olor a quemado en el pasillo', 'ya vi, es el incienso de la vecina'], undefined],
    // The alarm went off over burnt toast.
    [['the smoke detector went off', 'I burned the toast, the air is clear now'], undefined],
    // "And my son…" starts what the "not" no longer denies: the heat is out and a child with asthma is at home.
    [['my heat is not working and my son has asthma', 'it is about 50 outside, and inside it is getting cold, like 58'], 'emergency'],
    // A caller who takes it all back, and water mopped up with nothing coming any more.
    [['the laundry room floor is flooded', 'oh never mind, false alarm, it was the mop bucket my kid tipped over'], undefined],
    [['se me inundó la cocina', 'ya lo sequé todo con trapos, fue el garrafón que se volteó'], undefined],
    // A CO detector that a later turn says only chirps at the end of its life, nobody ill.
    [['I am calling about the carbon monoxide detector in the bedroom', 'it is not going off, it chirps once a minute and says end of life, we all feel fine'], undefined],
    // ...but not when the battery was already changed and the screen shows a number.
    [['el detector de monóxido está pitando', 'ya le cambié la pila y sigue, ahora marca un número en la pantalla'], 'life_safety'],
    // Someone inside the stuck elevator, said after the elevator.
    [['the elevator stopped in between the 3rd and 4th floors', 'there is an older man inside and he says he cannot breathe well'], 'life_safety'],
  ])('%j → %s', (turns, tier) => {
    expect(tierOf(...turns)).toBe(tier);
  });
});

describe('safety screen: words read as a person reads them', () => {
  it.each([
    // A term is said in one breath: no "not flushing" across a comma.
    ['No, it is not clogged, it flushes fine.', undefined],
    // Spanish puts the "no" after what it denies.
    ['salieron chispas del enchufe, humo no hay', 'emergency'],
    // Not moving is a person only when someone is named.
    ['the front door lock is broken, the bolt does not move', 'emergency'],
    ['my husband fell and he is not moving', 'life_safety'],
    ['the garage door came down on his leg and he is stuck under it', 'life_safety'],
    // A fire where a fire belongs, sparks from a fork in the microwave.
    ['there is a fire in the fireplace, I just want the chimney swept', undefined],
    ['mi hermanito metió un tenedor al microondas y salieron chispas', undefined],
    // Initials with dots, and "o sea" after a unit letter.
    ['the C.O. alarm is going off', 'life_safety'],
    ['vivo en el cuarto C, o sea, el 4C', undefined],
    // A word spelled letter by letter is that word.
    ['Brianna Colquitt. C-O-L-Q-U-I-T-T.', undefined],
    // An outlet that smells, or is warm and brown, is a fire starting.
    ['the outlet behind the recliner has a smell to it, and the plate is warm and a little brown', 'life_safety'],
    // The door shut and locked with a baby inside.
    ['my baby is inside and I am outside, the door shut behind me and it locked', 'emergency'],
    // Water stains, a parked car, a plague of ants, a little steam: none is what it sounds like.
    ['nothing is sagging, no water stains, just an old crack', undefined],
    ["somebody's parked in my assigned spot again", undefined],
    ['tengo una plaga de hormigas que me está inundando la cocina', undefined],
    ['el radiador suelta un chispito de vapor', undefined],
    // A chat "on fire", and a water shut-off announced for later, are questions.
    ['the group chat is on fire about the parking rules', undefined],
    // A question about what to do if it ever happened; a gas smell denied in favour of sewer gas.
    ['what should I do if I ever smell gas in my apartment? I just want to know', undefined],
    ['no es olor a gas, es olor a drenaje, ya subió el agua sucia por la coladera', 'emergency'],
    ['they are going to shut off the water on Tuesday for repairs, is that right?', undefined],
    // A ceiling crack that keeps growing under a fallen tree.
    ['a tree fell on the house and the crack in the bedroom ceiling keeps getting longer', 'life_safety'],
  ])('%s → %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it.each(["can you get whoever's on call tonight", 'Regáleme con quien esté de guardia, por favor'])('%s asks for a person', (text) => {
    expect(screen(text).person).toBe(true);
  });

  it('hears a caller who says "zero" for the operator', () => {
    expect(screen('Zero. Zero.').person).toBe(true);
    expect(screen('Unit 0').person).toBe(false);
    expect(screen('voy a oprimir el cero a ver si alguien me contesta').person).toBe(true);
    expect(screen('it hit 0 degrees last night and the heat is off').person).toBe(false);
  });

  it.each([
    'I need whoever is on call for maintenance tonight',
    'is there a supervisor or anybody on call I could speak with about this',
    'who should I talk to about renewing my lease?',
    '¿sería posible que me comunicara con alguien de mantenimiento?',
    '¿no me pone con el licenciado Ortega?',
    "I'm not upset I just want an actual human on the line",
  ])('%s asks for a person', (text) => {
    expect(screen(text).person).toBe(true);
  });

  it('hears no request for a person in a message left unanswered', () => {
    expect(screen('ya le dejé recado a la señora Ruiz de la oficina y no me contestó').person).toBe(false);
  });

  it('hears a caller asking whether anyone is on the line', () => {
    expect(screen('hello? is anybody there? I have been on hold forever').person).toBe(true);
    expect(screen('¿Hay alguien ahí? Necesito ayuda').person).toBe(true);
  });
});

describe('a staff member asked for by name', () => {
  it.each([
    ['Hi, is Linda there?', true],
    ['Is Denise in today?', true],
    ['can I talk to Carla please', true],
    ['¿Me puede pasar con la señora Martínez?', true],
    ['¿Se encuentra don Rigoberto?', true],
    ['¿Está Yesenia?', true],
    ['Put Dave on, please.', true],
    ['Hi, this is Linda Carver in 4C at 310 Birch Street.', false],
    ['Está bien, gracias', false],
    ['Is it there yet?', false],
  ])('%s → %s', (text, asks) => {
    expect(asksForNamedStaff(text)).toBe(asks);
  });
});

describe('safety layer: a caller told to get out who has not', () => {
  it.each([
    ['en', 'it smells like rotten eggs all over the kitchen', "I'm, um, still standing in the kitchen actually", /^Please leave the home right now/],
    ['en', 'the carbon monoxide alarm is going off and my head hurts', "we haven't left yet, the kids are asleep", /^Please get everyone, pets included, out into fresh air/],
    ['es', 'hay humo saliendo del cuarto de mi hijo', 'todavía estamos adentro, buscando al perro', /^Por favor, salgan todos del edificio ahora mismo/],
  ] as const)('%s: %j, then %j, hears the advice again', async (language, danger, inside, advice) => {
    const call = new Call(ownerConfig({ language }));
    await call.start();
    expect((await call.say(danger)).text).toMatch(advice);
    expect((await call.say(inside)).text).toMatch(advice);
  });

  it('but not a caller inside with nothing dangerous', async () => {
    const call = new Call(ownerConfig({}));
    await call.start();
    await call.say('the kitchen sink is dripping');
    expect((await call.say("I'm still in the kitchen")).text).not.toMatch(/911|leave the home/);
  });
});
