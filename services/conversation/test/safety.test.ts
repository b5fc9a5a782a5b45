import { compileTaxonomy } from '../src/dialog/safety/taxonomy';
import { assess, screen } from '../src/dialog/safety/screen';
import { SafetyLayer, TRANSFER_AFTER_TURNS } from '../src/dialog/safety/guard';
import type { DialogEngine, EngineInput, EngineResult, ReplySink } from '../src/dialog/types';
import { Call, ownerConfig, tierOf } from './dialog-helpers';

const withTransfer = ownerConfig({ transfer: { enabled: true, number: '+12125551234' } });

describe('safety screen: danger however it is said', () => {
  it.each([
    ['Hola, huele mucho a gas en la cocina desde hace un rato.', 'life_safety'],
    ['it smells kind of skunky in the laundry room, like propane maybe', 'life_safety'],
    ['The detector in my hallway keeps chirping and the screen says CO with a number on it. My kids have headaches.', 'life_safety'],
    // Sparks alone are an emergency; with smoke, heat or a burning smell, a fire starting.
    ['the outlet behind the couch is sparking', 'emergency'],
    ['the outlet sparked and now it smells like burning plastic', 'life_safety'],
    ['el enchufe echa chispitas, no sale humo ni huele a quemado', 'emergency'],
    // Water through a light fixture is a leak, and live once the light flickers, buzzes or sparks.
    ['water is dripping out of my bathroom light fixture', 'emergency'],
    ['sale agua por la lámpara del techo y la luz se prende y se apaga sola', 'life_safety'],
    // An intruder who came in, and a caller hiding from one.
    ['someone came in through my kitchen window, i can hear them moving around downstairs', 'life_safety'],
    ['a man who does not live here broke the lobby glass and is trying door handles on my floor', 'life_safety'],
    // Several people at home ill together.
    ['todos amanecimos con un dolor de cabeza horrible, mi esposo, mi suegra y yo', 'life_safety'],
    ['part of the ceiling in my bedroom just came down on my son', 'life_safety'],
    ['the carpet is soaked and the wet spot keeps spreading toward the hallway', 'emergency'],
    ['the AC runs but only blows room temperature air', 'urgent'],
    ['the ceiling in my bedroom is bowing down like a bubble and it looks dark and wet', 'emergency'],
    ['Ninguna de las hornillas de mi estufa eléctrica calienta, tampoco el horno.', 'urgent'],
    ['hay humo saliendo del enchufe de la cocina', 'life_safety'],
    ['theres a man laying on the floor not moving', 'life_safety'],
    ['someone is inside my apartment right now', 'life_safety'],
    ['a power line is down in the yard', 'life_safety'],
    ['water is pouring through the kitchen ceiling', 'emergency'],
    ['se reventó un tubo y se está inundando el baño', 'emergency'],
    ['the toilets are backing up with sewage', 'emergency'],
    ['we have no water at all', 'emergency'],
    ['the front door lock is broken and I can not lock it', 'emergency'],
    ['no hay agua caliente', 'urgent'],
    ['I locked myself out', 'urgent'],
    ['the fridge stopped cooling', 'urgent'],
    ['gas', 'life_safety'],
    ['the thing on the ceiling is screaming and it wont stop', 'life_safety'],
    ["there's a funny smell like when the pilot light goes out", 'life_safety'],
    ['aquí no sirve nada, ni la tele ni los focos ni el refrigerador', 'emergency'],
    ['No tenemos nada de agua, no sale ni una gota', 'emergency'],
    ['I turned on the tap and nothing comes out', 'emergency'],
    ['ya lo apagué con el extintor, pero el cuarto está lleno de humo', 'life_safety'],
    // The building itself giving way, however it is described.
    ['the living room ceiling is sagging and bits of plaster keep falling', 'life_safety'],
    ['el barandal del balcón se está desprendiendo de la pared', 'life_safety'],
    // Carbon monoxide without an alarm: people sick and something burning fuel.
    ['we all woke up dizzy and throwing up and the boiler has been acting weird', 'life_safety'],
    // What a working thing does, said negatively.
    ['the dryer runs but it never gets hot', 'urgent'],
    ['ninguna de las hornillas de la estufa calienta', 'urgent'],
    ['the elevator is stuck between floors, nobody is in it', 'emergency'],
    ['my dad is stuck in the elevator', 'life_safety'],
    // Someone working at a way in from outside, said as the act, not as "intruder".
    ['somebody is at my back window right now trying to pry it open', 'life_safety'],
    ['hay alguien en la ventana de atrás tratando de abrirla', 'life_safety'],
    ['the radiators are stone cold, every one of them', 'urgent'],
    ['everything in my apartment just went dead, no lights no fridge no nothing', 'emergency'],
    ['el aire no tira frío, nomás sopla aire caliente', 'urgent'],
  ])('%s → %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it.each([
    'the smoke detector needs a battery, it keeps chirping',
    "a gas burner won't click on, there's no smell at all",
    'the fire escape has a loose step',
    "I don't smell gas or anything, the stove just won't light",
    'nobody is hurt, the railing is just loose',
    'my neighbor is smoking weed on the balcony again',
    'Me llamo Zulema Rosario y llamaba por la renta',
    'Jordan Blake, 72 Prospect Place',
    'the water pressure in the shower is weak',
    'the c o detector says end of life on it, it chirps sometimes',
    'there was a small grease fire last night, it is out and everything is fine now',
    'the alarm company called, they said the fire alarm signal was just a test',
    'the ceiling fan wobbles a little on high',
    'one burner on the stove will not click on, the other three work fine',
    'se quemó el foco de la cocina',
    'the flood light over my parking space is out',
    'my shower drains slow, I stand in a couple inches of water but it goes down eventually',
    'the breaker tripped once this morning',
    'no, vivo sola, no hay niños ni personas mayores, el aire se dañó y hace 86 grados',
    'the power blinked off for a sec about an hour ago and came right back',
    "there's smoke drifting onto my balcony from my neighbor's grill",
    'I got a notice about a fire alarm test, will the alarms be going off while I sleep?',
    'ayer olía a gas en la cocina, pero ya vino la compañía del gas y lo arregló',
    'una de las hornillas no prende, hace clic pero no sale la llama',
    'the screen on the balcony slider came off the track, the glass door itself still closes and locks fine',
    "The second step on the back porch stairs is loose, it wobbles when you step on it. Nobody's fallen",
    'I got a notice saying the fire alarms are getting tested Thursday, will somebody need to come inside my unit?',
    'last week we smelled gas and the gas company came out and tightened a fitting, that was the end of it',
    'el detector de monóxido hace un beep cada tanto y la pantallita dice LB',
    'I burned a bag of popcorn and the smoke alarm went off',
    'the door stopper fell off and the doorknob punched a hole in the bedroom wall',
    'just want someone to bleed the radiators',
    'me salió una grieta finita en la pared, no se mueve nada ni se cae nada',
    'someone tried to force the lobby door last night, they are long gone',
    "I'm trying to open the window and it's stuck",
    'la lavadora se queda llena, no se sale el agua al piso',
  ])('a look-alike is no emergency: %s', (text) => {
    expect(['emergency', 'life_safety']).not.toContain(tierOf(text));
  });

  it('weather and who is at home count across the call, in °F or °C, words or numbers', () => {
    expect(tierOf('The heat has been out since last night.')).toBe('urgent');
    expect(tierOf('The heat has been out since last night.', "it's 14 degrees outside and I have a newborn baby")).toBe('emergency');
    expect(tierOf('the heat is not working', 'it is 50 outside', 'my dad is 87')).toBe('emergency');
    expect(tierOf('the heat is not working', 'it is 50 outside')).toBe('urgent');
    expect(tierOf('la calefacción no funciona y hace menos cinco grados centígrados')).toBe('emergency');
    expect(tierOf('the heater is out and it is twenty below')).toBe('emergency');
    expect(tierOf('the AC stopped working, it is 98 outside')).toBe('emergency');
    expect(tierOf('the AC stopped working, it is 90 outside')).toBe('urgent');
    expect(tierOf('el aire no enfría y estamos a 30 grados centígrados', 'mi mamá tiene 80 años')).toBe('emergency');
  });

  it('a duration is no temperature, and a leak the caller says is all caught waits, whichever turn says so', () => {
    expect(screen('he has been in there like twenty minutes').temperatures).toEqual([]);
    expect(tierOf('water is coming out from under the sink')).toBe('emergency');
    expect(tierOf('water is coming out from under the sink', 'I put a bucket under it and it catches all of it, the floor is dry')).toBe('urgent');
    // A gas leak fixed before comes back: an emergency again.
    expect(tierOf('we smelled gas last week, the gas company fixed it, but now I smell it again')).toBe('life_safety');
  });

  it('flood water up to outlets or cords, or running through a light that flickers, is a danger to life', () => {
    expect(tierOf("the basement is flooding, it's up over the outlets and there's an extension cord floating in it")).toBe('life_safety');
    expect(tierOf('se reventó un tubo en el sótano y la regleta de la lavadora está metida en el agua')).toBe('life_safety');
    expect(tierOf('está cayendo agua por la lámpara del techo de la cocina')).toBe('emergency');
    expect(tierOf('está cayendo agua por la lámpara del techo de la cocina', 'y ahora el foco parpadea')).toBe('life_safety');
    expect(tierOf('the outlet in the bathroom does not work') ?? 'routine').toBe('routine');
  });

  it('a hiss at the gas meter in Spanish, and a smoke alarm said with "del"', () => {
    expect(tierOf('afuera al lado del contador del gas se oye un siseo')).toBe('life_safety');
    expect(tierOf('la alarma del humo está pitando, un pitido solito, y al ratito otra vez')).not.toBe('life_safety');
  });

  it('heat as a verb names no heating: a water heater or an oven that will not heat is no heating emergency', () => {
    const cold = (...turns: string[]) =>
      assess(
        turns.map((t) => screen(t)),
        { coldSeason: true },
      ).tier;
    expect(cold('no hot water since yesterday, the water heater is not leaking, it just will not heat')).toBe('urgent');
    expect(cold('no hay agua caliente, ya apagué y prendí el calentador y nada')).toBe('urgent');
    expect(cold('the oven in my unit will not heat up, the oven light comes on but it stays cold')).toBe('urgent');
    expect(cold('the furnace will not heat')).toBe('emergency');
    expect(cold('no heat and no hot water')).toBe('emergency');
    expect(cold("my radiator's busted and the kids are freezing")).toBe('emergency');
    expect(tierOf('the cover is cracked, the outlet works fine, no sparks or heat') ?? 'routine').toBe('routine');
  });

  it('a problem the caller already dealt with, and floods that are only a figure of speech', () => {
    expect(tierOf('last night the toilet overflowed and flooded the floor a bit, but I plunged it and it works fine now') ?? 'routine').toBe('routine');
    expect(tierOf('ayer se tapó el inodoro y se desbordó un poquito, pero ya lo destapé y ya está funcionando bien') ?? 'routine').toBe('routine');
    expect(tierOf('your portal has been flooding me with emails') ?? 'routine').toBe('routine');
    expect(tierOf('my toilet is completely clogged and overflowing, I plunged it for an hour', "it's the only bathroom")).toBe('emergency');
    expect(tierOf('hay cucarachas debajo del fregadero, ya compré spray y nada') ?? 'routine').toBe('routine');
  });

  it('sewage said as dark water, a water heater throwing water, a washer stuck mid-cycle, a fridge gone quiet', () => {
    expect(tierOf('empezó a subir agua negra por el desagüe de la bañera, con pedazos')).toBe('emergency');
    expect(tierOf('el calentador está botando agua por abajo, el piso todo mojado')).toBe('emergency');
    expect(tierOf('la lavadora se paró a medio ciclo', 'no sale agua al piso, nomás está ahí parada')).toBe('urgent');
    expect(tierOf('the refrigerator says 15 degrees Celsius and the motor does not make any sound')).toBe('urgent');
    expect(tierOf('the water heater pilot flame window is dark, no hot water, no gas smell')).toBe('urgent');
  });

  it('held-out set 10: understatement, third parties and Spanish trade words', () => {
    expect(tierOf("the washer and the dehumidifier are plugged in down there and the water's already up over the power strip")).toBe('life_safety');
    expect(tierOf('y ya el agua llegó a donde está la regleta con la secadora conectada')).toBe('life_safety');
    expect(tierOf('the landing outside my door is sagging, it dropped a couple inches and chunks are falling, it could come down')).toBe('life_safety');
    expect(tierOf('me aprieta el pecho desde que prendí el calentón y a mi esposo le duele mucho la cabeza')).toBe('life_safety');
    expect(tierOf('está haciendo un ruido como sssss y huele feo ahí pegado a la pared')).toBe('life_safety');
    expect(tierOf('se reventó un tubo debajo del sink y ya se está metiendo el agua a la sala')).toBe('emergency');
    expect(tierOf('half the outlets stopped working', 'his oxygen concentrator is plugged into one of the dead ones')).toBe('emergency');
    expect(tierOf('my dad uses an oxygen concentrator', 'the kitchen faucet drips') ?? 'routine').toBe('routine');
    expect(tierOf('el boiler está tirando agua por abajo, ya se mojó toda la alfombra')).toBe('emergency');
    expect(tierOf('no hay agua caliente desde anoche, el boiler no prende, nomás no calienta')).toBe('urgent');
    expect(tierOf('hay una fuguita abajo del sink, ya le puse una cubeta y la está agarrando toda, el piso está seco')).toBe('urgent');
    expect(tierOf('the water line is leaking, a steady little stream, I have a storage bin under it and the floor is dry')).toBe('urgent');
    expect(tierOf("dishwasher won't drain, there's an inch of dirty water sitting in the bottom, not leaking out though")).toBe('urgent');
    expect(tierOf("the front left burner won't click on, the other ones light fine, no gas smell") ?? 'routine').toBe('routine');
    expect(tierOf("I'm getting flooded with ads, please take me off that list") ?? 'routine').toBe('routine');
    expect(tierOf('one of the steps on the fire escape is loose, it wobbles when you step on it') ?? 'routine').toBe('routine');
  });

  it('held-out set 11: towels hold back no flood, hot panels, a hissing gas pipe, traps and screens, a break-in that is over', () => {
    expect(tierOf("the supply line under the bathroom sink let go, water's spraying everywhere and I've thrown every towel down")).toBe('emergency');
    expect(tierOf('hay una fuguita en la base del inodoro, la tengo con toallas')).toBe('urgent');
    expect(tierOf('la poceta está tapada y no baja nada', 'es la única que tenemos')).toBe('emergency');
    expect(tierOf("the breaker box in the closet, it's hot to touch and it smells funny")).toBe('life_safety');
    expect(tierOf('la caja de los breakers está calientísima, casi no se puede tocar')).toBe('life_safety');
    expect(tierOf('se oye un silbido continuo que viene de la tubería del gas detrás de la estufa')).toBe('life_safety');
    expect(tierOf('the dryer spins but no heat comes out, the lint trap is clean') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('the screen on the kids room window is torn and the mosquitoes get in') ?? 'routine').toBe('routine');
    expect(tierOf('el mosquitero de la ventana está roto, la ventana sí cierra') ?? 'routine').toBe('routine');
    expect(tierOf('nos forzaron la puerta y se metieron, ya vino la policía, no hay nadie adentro, pero la puerta no cierra')).toBe('emergency');
    expect(tierOf('está saliendo agua de debajo de la puerta del vecino y ya se está metiendo en mi sala')).toBe('emergency');
    expect(tierOf('ya se está metiendo el agua en el cuarto') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('cockroaches keep coming out from under the sink at night') ?? 'routine').toBe('routine');
    expect(screen('the tank keeps refilling, I hear the sound of running water all night and it never stops').conditional).toEqual([]);
    expect(screen('el inodoro se queda corriendo y hace ruido de agua que no para').conditional).toEqual([]);
    expect(screen('there is water pouring out from under the sink and it will not stop').conditional.map((c) => c.hazard)).toContain('flood');
  });

  it('held-out set 12: carbon monoxide across turns, a haze that stings, water by its depth, a caught drip', () => {
    expect(tierOf('the boiler downstairs keeps banging and shutting off', 'both kids woke up with headaches and I feel woozy')).toBe('life_safety');
    expect(tierOf('me duele la cabeza y ando mareada desde anoche', 'y el calentón de gas del cuarto huele raro')).toBe('life_safety');
    expect(tierOf('the music upstairs gives me a headache every night') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('there is a gray haze in the stairwell and it makes my eyes water')).toBe('life_safety');
    expect(tierOf('hay una neblina en la cocina y me pican los ojos')).toBe('life_safety');
    expect(tierOf('el tomacorriente echó chispitas cuando enchufé la plancha')).toBe('emergency');
    expect(tierOf('the laundry room has water up to my ankles and more keeps coming')).toBe('emergency');
    expect(tierOf('the shower drains so slowly I stand in water up to my ankles') ?? 'routine').toBe('routine');
    expect(tierOf("the ceiling drips into a pot I set out, nothing's spreading") ?? 'routine').not.toBe('emergency');
  });

  it('held-out set 12: an elevator out of service with nobody in it is urgent; "the heat\'s out" is said of the heat', () => {
    expect(tierOf('the elevator in building B is out of service again, nobody is stuck, I just cannot do the stairs')).toBe('urgent');
    expect(tierOf('el ascensor lleva dos días fuera de servicio, no hay nadie adentro')).toBe('urgent');
    expect(tierOf("the heat's out and it's 20 degrees outside")).toBe('emergency');
  });

  it('held-out set 12: a person asked for by name and title, or to explain it to', () => {
    expect(screen('May I speak with Mrs. Alvarez? She is the property manager.').person).toBe(true);
    expect(screen("I'd rather explain this to someone in the office").person).toBe(true);
    expect(screen('I already tried to explain it to the manager last month').person).toBe(false);
    expect(screen("I'm writing for my mom, she doesn't do computers").person).toBe(false);
  });

  it('held-out set 12: someone the caller knows fell, said in either language', () => {
    expect(tierOf('the back step cracked and my husband fell')).toBe('life_safety');
    expect(tierOf('se rompió el escalón y mi abuela se fue para abajo')).toBe('life_safety');
    expect(tierOf('no, gracias a Dios nadie se ha caído, pero el barandal está flojo') ?? 'routine').not.toBe('life_safety');
  });

  it('held-out set 11: a person asked for as a helper, or to be put on the line', () => {
    expect(screen('is there somebody there, a real person, who can get this fixed fast?').person).toBe(true);
    expect(screen('¿me pone con alguien de mantenimiento, por favor?').person).toBe(true);
    expect(screen('póngame con el encargado').person).toBe(true);
    expect(screen('who can fix the sink?').person).toBe(false);
  });

  it('the only toilet is an emergency, whichever turn says it is the only one', () => {
    expect(tierOf("the toilet is clogged and won't flush")).toBe('urgent');
    expect(tierOf("the toilet is clogged and won't flush", "it's the only one, one bathroom")).toBe('emergency');
  });

  it('a hazard said to be over in a later turn is taken back, unless that turn says it again', () => {
    expect(tierOf('I smelled gas yesterday outside by the meters', 'The gas company came out last night and fixed it, they said everything is safe') ?? 'routine').toBe('routine');
    expect(tierOf('I smell gas in the kitchen', 'the gas company fixed a leak last month but I can still smell it')).toBe('life_safety');
    expect(tierOf('se fue la luz en todo el edificio', 'ya volvió, todo funciona') ?? 'routine').toBe('routine');
    expect(tierOf('the power is out in my whole apartment', 'it came back for a second and then went out again')).toBe('emergency');
    expect(
      tierOf('I smelled gas last week by the stove and called the gas company', 'They came out the same day, found a loose connection and fixed it, no smell since.') ?? 'routine',
    ).toBe('routine');
  });

  it('held-out set 19: dangers said without their usual words, and lookalikes said in passing', () => {
    expect(tierOf('a branch took down the wire that runs to the house, it is lying across the driveway')).toBe('life_safety');
    expect(tierOf('There is smell, very strong, like eggs that are bad. Near the stove.')).toBe('life_safety');
    expect(tierOf('I locked myself out, the door shut behind me', 'and I have a pot of rice on the stove, the burner is still on')).toBe('emergency');
    expect(tierOf('me quedé afuera, la puerta se cerró sola', 'mi nena de tres años está adentro, solita')).toBe('emergency');
    expect(tierOf('el calentador de agua se está saliendo, hay un charco en la sala')).toBe('emergency');
    expect(tierOf('No water leaking, the sink drains fine, it is just the disposal.') ?? 'routine').toBe('routine');
    expect(tierOf('Hola, la lavadora no desagota', 'No pierde agua por el piso, eso sí') ?? 'routine').not.toBe('emergency');
    // A door said on its own in a call about a cupboard's door is the cupboard's; a back door is a way in.
    expect(tierOf('the cabinet door in the kitchen, the hinge came off', "the door's hanging on the one hinge") ?? 'routine').not.toBe('emergency');
    expect(tierOf('la puerta del gabinete rechina', 'la chapa de la puerta de atras se rompio y no cierra')).toBe('emergency');
  });

  it('held-out set 19: a person asked for through a supervisor, a real person, or a callback from one', () => {
    for (const said of [
      'Is there a supervisor there, or anybody who can actually fix it?',
      '¿Me puede poner con alguien real?',
      'Que me llame una persona de verdad, por favor',
      'I want the property manager to call me personally.',
    ]) {
      expect([said, screen(said).person]).toEqual([said, true]);
    }
    expect(screen('My husband already called the manager about it.').person).toBe(false);
  });

  it('one room dark while the rest of the home has power is urgent, whichever turn says so', () => {
    expect(tierOf('el cuarto de los niños no tiene luz ni funcionan los contactos, el resto de la casa si tiene')).toBe('urgent');
    expect(tierOf('Most of my apartment is fine but the bedroom has no power at all')).toBe('urgent');
    expect(tierOf('no power in my apartment since this morning', 'the rest of the house has power, just the bedroom')).toBe('urgent');
    expect(tierOf('no power in my apartment since this morning', 'my neighbors have power')).toBe('emergency');
  });

  it.each([
    ['Can I talk to a real person?', true],
    ['operator', true],
    ['Get me your manager right now.', true],
    ['Is there a human there?', true],
    ['I want your manager on the line. Now.', true],
    ['quiero hablar con alguien', true],
    ['páseme con el encargado', true],
    ['¿Me puede comunicar con mi landlord?', true],
    ['¿hay alguien de verdad o es grabación?', true],
    ['can someone come fix it', false],
    ['have the manager call me back tomorrow', false],
    ['I already talked to the manager last week', false],
    ['Can someone go talk to him?', false],
    ['¿pueden mandar a alguien a revisarlo?', false],
    ['Can I get your supervisor on the line?', true],
    ['is anybody real there', true],
    ['¿No hay una persona con quien pueda hablar directamente?', true],
    ["i don't want a robot, put a person on", true],
    ['am I talking to a real person?', false],
    ['is there anyone there who isnt a robot please', true],
    ['¿No hay nadie ahí que no sea máquina?', true],
    ['¿No me puede comunicar con la señora de la oficina?', true],
    ["can't you put me through to the manager?", true],
    ['no need to talk to anyone, just send someone', false],
    ['por favor pásame con el de guardia, esto no puede esperar', true],
    ['¿no hay una persona que me pueda ayudar, mija?', true],
    ["Put the boss on, I've called about this twice already.", true],
    ['is this a machine? I want a person', true],
    ['con un humano por favor, no me gusta escribirle a una maquina', true],
    ['I want a person to come look at it', false],
    ['Buenas, con la oficina por favor, con una persona.', true],
    ['¿Me puede comunicar con la landlady?', true],
    ['Quiero dejar una queja con el dueño, ¿me puede comunicar con él?', true],
    ['vivo con alguien que trabaja de noche', false],
    ['Is there somebody on call? Like an actual person I can talk to?', true],
  ])('asks for a person: %s → %s', (text, person) => {
    expect(screen(text).person).toBe(person);
  });
});

describe('taxonomy as data', () => {
  it('refuses a taxonomy that names a concept it does not define', () => {
    const base = {
      thresholds: { cold: { outside: 45, outsideVulnerable: 55, inside: 55, insideVulnerable: 62 }, hot: { outside: 95, outsideVulnerable: 85 }, elderlyAge: 65 },
      negators: { en: ['no'], es: ['no'] },
      advice: {},
    };
    const concepts = { gas: { en: ['gas'], es: ['gas'] } };
    expect(() =>
      compileTaxonomy({ ...base, concepts, hazards: { leak: { tier: 'life_safety', category: 'gas', when: [{ all: ['gas', 'smell'] }] } }, person: [{ all: ['gas'] }] }),
    ).toThrow("unknown concept 'smell'");
    expect(() =>
      compileTaxonomy({ ...base, concepts, hazards: { leak: { tier: 'life_safety', category: 'gas', when: [{ all: ['gas'] }] } }, person: [{ all: ['gas'] }] }),
    ).not.toThrow();
  });
});

/** A stand-in for any engine (a model, say) that does what it likes. */
class Careless implements DialogEngine {
  readonly name = 'llm' as const;
  inputs: EngineInput[] = [];
  constructor(private readonly transferAlways = false) {}
  async reply(input: EngineInput, sink: ReplySink): Promise<EngineResult> {
    this.inputs.push(input);
    const text = 'Could you tell me more about that?';
    sink.token(text);
    const events: EngineResult['events'] = this.transferAlways
      ? [{ type: 'transfer', reason: 'human', details: { clientName: '', address: '', phone: '', issueSummary: '' }, transferNumber: input.config.transfer.number }]
      : [];
    return { text, totalTokens: 0, events };
  }
}

describe('safety layer in front of every engine', () => {
  it('leads the reply to a life-threatening danger with the safety advice, in the caller’s language', async () => {
    const en = new Call(withTransfer, undefined, new SafetyLayer(new Careless()));
    await en.start();
    const r = await en.say('there is smoke coming out of the outlet in my bedroom');
    expect(r.text).toMatch(/^Please stay away from it .*call 911\. Could you tell me more/);

    const es = new Call(ownerConfig({ language: 'es' }), undefined, new SafetyLayer(new Careless()));
    await es.start();
    expect((await es.say('huele a gas en todo el departamento')).text).toMatch(/^Por favor, salga de la vivienda ahora mismo .* 911/);
  });

  it('a caller still describing a danger to life hears the advice again', async () => {
    const call = new Call(ownerConfig({}), undefined, new SafetyLayer(new Careless()));
    await call.start();
    expect((await call.say('we all have headaches since the furnace came on')).text).toMatch(/^Please get everyone, pets included, out into fresh air right now and call 911\./);
    expect((await call.say('now my husband is dizzy and threw up, we took the carbon monoxide detector down last week')).text).toMatch(
      /^Please get everyone, pets included, out into fresh air right now and call 911\./,
    );
    expect((await call.say('Priya Raman, 1500 Willow Bend Road')).text).not.toMatch(/911/);
  });

  it('puts a caller who asks for a person through in that reply, or says a message will be taken', async () => {
    const inner = new Careless();
    const call = new Call(withTransfer, undefined, new SafetyLayer(inner));
    await call.start();
    const r = await call.say('Can I just talk to a real person please?');
    expect(r.text).toBe("Of course. I'm transferring you to a member of our team now.");
    expect(r.events).toEqual([expect.objectContaining({ type: 'transfer', reason: 'human', transferNumber: '+12125551234' })]);
    expect(inner.inputs.filter((i) => i.message !== '__START__')).toHaveLength(0);

    const none = new Call(ownerConfig(), undefined, new SafetyLayer(new Careless()));
    await none.start();
    const m = await none.say('quiero hablar con una persona');
    expect(m.events).toEqual([]);
    expect(m.text).toContain("I'll take a message");
  });

  it('treats a lone 0 on the keypad as a request for a person, and ignores other short noise', async () => {
    const call = new Call(withTransfer, undefined, new SafetyLayer(new Careless()));
    await call.start();
    expect((await call.conversation.turn('0', { token: () => undefined, event: () => undefined }, new AbortController().signal, { keypad: true })).events).toEqual([
      expect.objectContaining({ type: 'transfer', reason: 'human' }),
    ]);
    expect((await call.say('0')).ignored).toBe(true);
    const again = new Call(withTransfer, undefined, new SafetyLayer(new Careless()));
    await again.start();
    expect((await again.say('zero, zero!')).events).toEqual([expect.objectContaining({ type: 'transfer', reason: 'human' })]);
  });

  it('never lets an engine transfer a call that is neither an emergency nor a request for a person', async () => {
    const call = new Call(withTransfer, undefined, new SafetyLayer(new Careless(true)));
    await call.start();
    const r = await call.say('my bathroom faucet drips a little');
    expect(r.events).toEqual([]);
  });

  it('puts an emergency through once the essentials are known, or after a few turns without them', async () => {
    const fast = new Call(withTransfer);
    await fast.start();
    const r = await fast.say('Water is pouring through my ceiling! I am Dana Cole at 5 Lake Road unit 2, my number is 312 555 0147');
    expect(r.text).toMatch(/^If you can reach the water shut-off valve/);
    expect(r.events).toEqual([expect.objectContaining({ type: 'transfer', reason: 'emergency' })]);

    const stuck = new Call(withTransfer, undefined, new SafetyLayer(new Careless()));
    await stuck.start();
    const turns = ['Water is pouring through my ceiling!', 'please hurry', 'it is getting worse', 'hello?'];
    const replies = [];
    for (const t of turns) replies.push(await stuck.say(t));
    const first = replies.findIndex((x) => x.events.some((e) => e.type === 'transfer'));
    expect(first).toBe(TRANSFER_AFTER_TURNS - 1);
    expect(replies[first]?.text).toContain("I'm transferring you to our emergency team now.");
  });
});
