/**
 * How callers put things that a word list misreads: figures of speech built on danger words, dangers
 * and asks for a person said without their usual words, and contact details said in pieces.
 */
import { understand, type Slot } from '../src/dialog/offline/extract';
import { screen } from '../src/dialog/safety/screen';
import { tierOf } from './dialog-helpers';

function heard(text: string, asked: Slot[] = [], language: 'en' | 'es' = 'en') {
  const u = understand(text, { asked: new Set(asked), coldSeason: false, language });
  return { name: u.name, address: u.address, unit: u.unit, issue: u.issue };
}

describe('figures of speech name no danger and no problem', () => {
  it.each([
    'Our water bill is on fire lately, three hundred dollars',
    'honestly they should fire him, the guy never shows up',
    'the new tenant downstairs is smoking hot lol, anyway, parking question',
    'my inbox is flooded with notices from the portal',
    'Ando echando humo porque otra vez me cobraron doble',
    "We've had a flood of complaints about the laundry room hours",
    'my kitchen is flooded with ants again',
    'are charcoal grills allowed on the balcony? the lease says no open flames',
  ])('%s', (said) => {
    expect(tierOf(said)).toBeUndefined();
    expect(heard(said, []).issue).toBeUndefined();
  });

  it('the same words said of a real fire, smoke or flood still are one', () => {
    expect(tierOf('the dryer is on fire')).toBe('life_safety');
    expect(tierOf('smoke is coming out of the vent')).toBe('life_safety');
    expect(tierOf('la cocina está en llamas')).toBe('life_safety');
  });
});

describe('dangers and problems said without their usual words', () => {
  it('a tree on the house, a ceiling that came down, a fire said as candela, a burnt smell said as quemao', () => {
    expect(tierOf('a huge pine tree came down on our house last night')).toBe('life_safety');
    expect(tierOf('the kitchen ceiling came down, all of it')).toBe('life_safety');
    expect(tierOf('a tree limb fell on my car in the lot') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('the ceiling has water coming down from it') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('se cogió candela la estufa')).toBe('life_safety');
    expect(tierOf('el panel huele a quemao y está caliente')).toBe('life_safety');
    expect(tierOf('my neighbor Mr. Ortiz in 3B fell and is calling for help')).toBe('life_safety');
  });

  it('a break-in tried and over leaves a door to secure, not an intruder inside', () => {
    expect(tierOf('someone tried to get in yesterday, they tried to break in last night, the lock is broken now')).toBe('emergency');
    expect(tierOf('someone is trying to break in right now')).toBe('life_safety');
  });

  it('a basin that does not drain at all is urgent, one that drains slowly is not; a running toilet is routine', () => {
    expect(tierOf('the tub will not drain, the water just sits there')).toBe('urgent');
    expect(tierOf('el fregadero no traga nada')).toBe('urgent');
    expect(tierOf('the bathroom sink drains slow')).toBeUndefined();
    expect(tierOf('el inodoro sigue corriendo toda la noche')).toBe('routine');
  });

  it('a danger explained away after a "but" is none; one explained before it still is', () => {
    expect(tierOf('I smelled smoke, but it turned out to be the neighbor grilling in his yard')).toBeUndefined();
    expect(tierOf('the neighbor was grilling earlier. But now there is smoke in my hallway')).toBe('life_safety');
    expect(tierOf('the alarm went off at midnight. The fire department came and cleared it, it was a toaster')).toBeUndefined();
  });

  it('what the caller says of something else is not the problem: an inside door, an electric stove, a question', () => {
    expect(tierOf('the closet door came off its track and I cannot get it back in') ?? 'routine').toBe('routine');
    expect(tierOf("none of the burners work on my stove, it's an electric one, but the clock is still on")).toBe('urgent');
    expect(tierOf('should I turn the water heater off while I am away for a month?')).toBeUndefined();
    expect(tierOf('me quedé afuera y las llaves están adentro', 'no es nada grave, estoy con la vecina')).toBe('urgent');
    expect(tierOf('gotea el tubo de debajo del fregadero, he puesto un barreño')).toBe('urgent');
    expect(tierOf('half the outlets in the kitchen are dead', 'everything else has power')).toBe('urgent');
  });

  it('dangers told by their effects, by half a word, or in a literal translation', () => {
    expect(tierOf('the detector keeps shouting, it says something carbon in a voice')).toBe('life_safety');
    expect(tierOf('can you replace the carbon filter in the range hood') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('our dog collapsed right by the furnace and will not get up')).toBe('life_safety');
    expect(tierOf('a big tree fell on our house in the wind')).toBe('life_safety');
    expect(tierOf('con el viento se cayó un árbol encima de la casa')).toBe('life_safety');
    expect(tierOf('she fell down on the stairs, there is blood on her head')).toBe('life_safety');
    expect(tierOf('the light is gone in all my apartment')).toBe('emergency');
    expect(tierOf('el calentador de agua se está vaciando, ya hay una alberca en el pasillo')).toBe('emergency');
  });

  it('wildfire smoke outside is no fire inside; exhaust, a shock, water onto the meters and gas left unlit are dangers', () => {
    expect(tierOf('the wildfire smoke is terrible today, nothing is burning near us') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('hay mucho humo afuera por los incendios forestales') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('smoke from the kitchen fire is everywhere')).toBe('life_safety');
    expect(tierOf('my husband feels dizzy and it smells like exhaust, the car is running in the garage')).toBe('life_safety');
    expect(tierOf('I touched the dryer and got zapped, my arm is still numb')).toBe('life_safety');
    expect(tierOf('está cayendo agua encima de los medidores de luz')).toBe('life_safety');
    expect(tierOf('mi papá dejó la perilla de la estufa abierta sin la llama')).toBe('life_safety');
    expect(tierOf('the plow piled the snow against my door, it is the only way out')).toBe('emergency');
    expect(tierOf('there is smoke under their door', 'it smells like burnt food or plastic')).toBe('life_safety');
    // A child out with the caller is not left at home; a storm-felled fence's gate is no way into the home.
    expect(tierOf('me quedé afuera, las llaves están adentro', 'estoy en el carro con mi niño, no hay prisa')).toBe('urgent');
    expect(tierOf('la tormenta tumbó la cerca y la puerta del patio ya no cierra') ?? 'routine').not.toBe('emergency');
    expect(tierOf('the back door will not lock, the latch is broken')).toBe('emergency');
  });

  it('an appliance that does not heat, a window net, or a burner whose fire does not come is no emergency', () => {
    expect(tierOf('the dryer runs but does not heat')).toBe('urgent');
    expect(tierOf('the radiator does not heat and it is freezing in here', 'it is 10 degrees outside')).toBe('emergency');
    expect(tierOf('the net of my window is torn, the mosquitoes come in') ?? 'routine').toBe('routine');
    expect(tierOf('my electric stove is dead, only the fire does not come') ?? 'routine').not.toBe('life_safety');
  });

  it('a toilet that only wobbles leaks nothing; "I turned the burner off" is no broken stove', () => {
    expect(tierOf('el inodoro se mueve, no sale agua ni nada')).toBeUndefined();
    expect(tierOf('ya apagué la estufa y abrí las ventanas')).toBeUndefined();
    expect(tierOf('se apagó la calefacción', 'afuera está bajo cero')).toBe('emergency');
  });
});

describe('dangers told by what the caller hears, feels or notices', () => {
  it('crackling inside a wall, or blue flashes with a buzz, is wiring arcing; pipes knocking in the wall are not', () => {
    expect(tierOf('theres a crackling sound inside the wall next to the couch, like frying bacon')).toBe('life_safety');
    expect(tierOf('se oye como que truena dentro de la pared del cuarto')).toBe('life_safety');
    expect(tierOf('the pump box out back is humming and throwing blue sparks')).toBe('life_safety');
    expect(tierOf('the pipes in the wall make a popping noise when the heater kicks on') ?? 'routine').not.toBe('life_safety');
  });

  it('electricity felt at a tap or an appliance is an emergency; felt by swimmers, a danger to life', () => {
    expect(tierOf('every time I grab the bathtub faucet I get a little tingle in my hand')).toBe('emergency');
    expect(tierOf('la lavadora me da toquecitos cuando la toco')).toBe('emergency');
    expect(tierOf('my son says the hot tub water makes his arms tingle')).toBe('life_safety');
    expect(tierOf('los niños dicen que sienten cosquilleo en la alberca')).toBe('life_safety');
  });

  it("a shock that hurt someone is the electrician's, not only an injury", () => {
    expect(screen('my husband got shocked by the dryer and his arm is numb').findings.map((f) => f.category)).toContain('electrical');
  });

  it('a neighbour not seen for days who does not answer is a welfare check, in one turn or over several', () => {
    expect(tierOf("nobody has seen the old man in 5 since Tuesday and he's not answering his door")).toBe('life_safety');
    expect(tierOf('Mr. Hale next door, his mail is piling up', "I've been knocking all morning, no answer")).toBe('life_safety');
    expect(tierOf('doña Carmen no contesta y su perro está llorando adentro desde ayer')).toBe('life_safety');
    expect(tierOf("the plumber hasn't come back and he's not answering my calls") ?? 'routine').not.toBe('life_safety');
    expect(tierOf('la puerta de la lavadora no abre y no sale el agua') ?? 'urgent').not.toBe('life_safety');
  });

  it('someone working at the lock right now is an intruder', () => {
    expect(tierOf('somebody is out front picking at the lock, I can hear it')).toBe('life_safety');
    expect(tierOf('hay alguien afuera metiendo algo en la cerradura')).toBe('life_safety');
  });

  it('a whiff of gas while a burner clicks until it lights is the igniter; a smell that stays is a leak', () => {
    expect(tierOf('the back burner clicks a bunch before it lights and there is a whiff of gas for a second') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('la hornilla hace clic clic y huele a gas un segundito antes de prender') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('the kitchen smells like gas and the burners are all off')).toBe('life_safety');
  });

  it('spots of blood on the sheets are bed bugs, not an injury; a car alarm is no fire alarm', () => {
    expect(tierOf('found little blood spots on my pillow and bites on my neck') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('hay unas manchas de sangre en las sábanas por las chinches') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('una alarma de coche lleva sonando toda la noche en el estacionamiento') ?? 'routine').not.toBe('life_safety');
  });

  it('an air conditioner that runs but cannot keep up in the heat is still a cooling problem', () => {
    expect(tierOf("the AC runs all day but it's just not cold, can't get it below 85 in here")).toBeDefined();
    expect(tierOf('el aire prende pero no enfría lo suficiente')).toBeDefined();
  });
});

describe("lookalikes: questions, past events and the utility's problems are no danger now", () => {
  it('a question about what to do one day', () => {
    expect(tierOf("I honestly don't know this: if I ever smell gas, what am I supposed to do?")).toBeUndefined();
    expect(tierOf('what happens if the carbon monoxide alarm ever goes off, do I call you?')).toBeUndefined();
    expect(tierOf('si algún día suena la alarma de humo, ¿a quién le hablo?')).toBeUndefined();
    expect(tierOf("there's a flood warning for the weekend, should we move our things out of storage?")).toBeUndefined();
  });

  it('a false alarm, a burst pipe already fixed, a smoke alarm come off its base, a grill lit next door', () => {
    expect(tierOf('the whole building alarm went off, the fire department came and said it was a false alarm') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('a pipe burst upstairs last week and they fixed it, now there is just a stain') ?? 'routine').toBe('routine');
    expect(tierOf('the smoke detector came off the ceiling and is hanging by its wires') ?? 'routine').not.toBe('life_safety');
    expect(tierOf('the neighbors fired up their grill and it drifts into my window')).toBeUndefined();
    expect(tierOf('the furnace rattles like a loose panel but it heats fine, the place is warm')).toBeUndefined();
  });

  it("an outage across the block is the utility's; the same words of one home are an emergency", () => {
    expect(tierOf("the power's out, but it's the whole street, even the traffic lights")).toBeUndefined();
    expect(tierOf('la compañía de luz dice que se quemó un transformador, toda la colonia está sin luz') ?? 'routine').not.toBe('life_safety');
    expect(tierOf("the power's out in my whole apartment but the hallway lights are on")).toBe('emergency');
  });

  it('"still in my work clothes" hides nobody; a stranger said through a negative still forces the door', () => {
    expect(tierOf("I'm still in my uniform and I just need somebody to let me in") ?? 'urgent').not.toBe('life_safety');
    expect(tierOf('hay un señor que no conozco forzando la ventana del vecino')).toBe('life_safety');
  });

  it('stairs that gave out under someone who is hurt; an alarm "singing"', () => {
    expect(tierOf('the porch stairs gave out under my dad and his leg is cut up bad')).toBe('life_safety');
    expect(tierOf('la alarma de humo está cantando y no para')).toBe('life_safety');
  });
});

describe('lookalikes told by what the danger word belongs to', () => {
  it('a fire in a film, a show or a book is no fire; one in the kitchen while the film plays still is', () => {
    expect(tierOf('my daughter saw a cartoon about a kitchen fire and now she asks where our extinguisher is')).toBeUndefined();
    expect(tierOf('vimos una película sobre un incendio y mi hijo quiere saber por dónde salimos')).toBeUndefined();
    expect(tierOf('we were watching a show when smoke started pouring out from under the bedroom door')).toBe('life_safety');
  });

  it('a pilot light that will not stay lit and tap water that smells of sulfur are no gas leak; gas smelled by the heater is', () => {
    expect(tierOf("the furnace pilot won't stay lit, I've tried relighting it three times")).toBeUndefined();
    expect(tierOf('el piloto del boiler se apaga solo, pero olor a gas no hay')).toBeUndefined();
    expect(tierOf('our tap water smells like rotten eggs, only the hot side')).toBeUndefined();
    expect(tierOf('el agua de la llave huele a azufre desde ayer')).toBeUndefined();
    expect(tierOf('it smells like rotten eggs next to the water heater')).toBe('life_safety');
  });

  it('a cord, a blind or a burner that "burst" or was "left open" is no flood and no open door', () => {
    expect(tierOf('se reventó la cuerda de la cortina y ya no sube') ?? 'routine').not.toBe('emergency');
    expect(tierOf('la llave de la estufa quedó abierta toda la noche')).toBe('life_safety');
    expect(tierOf('se reventó el tubo debajo del fregadero y sale agua por todos lados')).toBe('emergency');
  });
});

describe('the call as a whole', () => {
  it('a CO reading or symptoms outlast a later "it must be the battery"; a gas smell the gas company cleared is taken back', () => {
    expect(tierOf('the carbon monoxide thing shows 90 and I feel dizzy', 'it probably just needs a new battery right?')).toBe('life_safety');
    expect(tierOf('the CO alarm keeps chirping', 'oh it just needs a battery, never mind')).toBeUndefined();
    expect(tierOf('I smelled gas in the hallway earlier', 'the gas company came, checked everything and gave the all clear')).toBeUndefined();
  });

  it('a heat wave said in Celsius reads as Celsius, 50 degrees outside as Fahrenheit; "inside at 60" is a temperature', () => {
    expect(tierOf('the AC is dead and it is 40 degrees outside, my mom is 82')).toBe('emergency');
    expect(tierOf('the heat is out, outside it is about fifty and inside at sixty two, we are fine with sweaters')).toBe('urgent');
  });

  it('a sound when the heat comes on is no heating outage; heat that comes on then quits in the freezing cold is', () => {
    expect(tierOf('the pipes bang every time the heat kicks on')).toBeUndefined();
    expect(tierOf('the heater comes on, runs a minute, then stops, and it is freezing in here', 'it is 20 degrees outside')).toBe('emergency');
  });

  it('the lights gone in the whole home, the fridge with them, is a power loss; a hot humming panel is a danger', () => {
    expect(tierOf('the light is gone in all the house, the fridge too, everything')).toBe('emergency');
    expect(tierOf('the breaker box is buzzing and the cover is too hot to touch')).toBe('life_safety');
    expect(tierOf('a mango tree fell on the roof during the storm')).toBe('life_safety');
    expect(tierOf('mi abuelo se fue de espaldas en la escalera')).toBe('life_safety');
  });
});

describe("household dangers that are not the building's wiring, water or gas", () => {
  it('cleaners mixed into a toxic gas, a lithium battery swelling or hissing, something dangerous swallowed', () => {
    expect(tierOf('my roommate mixed bleach with ammonia cleaning the tub and now we are all coughing')).toBe('life_safety');
    expect(tierOf('mezclé cloro con vinagre limpiando el baño y me arden los ojos')).toBe('life_safety');
    expect(tierOf("the battery on my kid's hoverboard is puffed up and making a hissing noise")).toBe('life_safety');
    expect(tierOf('la batería de la bicicleta eléctrica está inflada')).toBe('life_safety');
    expect(tierOf('my toddler swallowed a button battery from the remote')).toBe('life_safety');
    expect(tierOf('my dog swallowed some of the rat poison in the yard') ?? 'routine').not.toBe('life_safety');
  });
});

describe('asks for a person said in other words', () => {
  it.each([
    ['Could someone from the office give me a ring today?', true],
    ['¿Hay alguien de la oficina que me pueda llamar?', true],
    ["I'd rather deal with a person on this than a robot", true],
    ['can you have mike call me, he did the last repair', true],
    ['Could Mr. Jones give me a call back this week?', true],
    ['¿Podría el señor Ruiz llamarme hoy?', true],
    ['is anybody actually in the office today', true],
    ['is there an emergency line I can call', true],
    ['I need someone I can actually talk to', true],
    ['Quiero que me llame el dueño del edificio', true],
    ['¿Todavía está disponible el apartamento?', false],
    ['can the super come let me in? I locked myself out', true],
    ['can i get denise to call me back about the lease', true],
    ['dígale al señor galindo que me llame, él sabe dónde vivo', true],
    ['quisiera que me llame la señora Rocío, por favor', true],
    ['que pasó, está donchuy? él ya sabe de mi puerta', true],
    ["I'd like to hear back from a person this time", true],
    ['el que tenga la llave maestra, que venga a abrirme', true],
    ['the super let me in yesterday to check the leak', false],
    ['Can you have someone from the office get back to me?', false],
    ['Is this a real person?', false],
    ["I'll have my wife call you back", false],
    ['¡Con la oficina, por favor!', true],
    ['¿me puede llamar el encargado hoy?', true],
    ["I'm so sick of talking to robots on this line", true],
    ['ya me cansé de hablar con máquinas', true],
    ['Operator.', true],
    ["I've been trying to reach the landlord about my deposit", true],
    ['Necesito que el encargado me devuelva la llamada', true],
    ['No quiero hablar con una grabación. Póngame con alguien de la oficina.', true],
    ['comuníqueme con la encargada, por favor', true],
    ['Un humano, por favor.', true],
    ['A person, please!', true],
  ])('%s → %s', (said, person) => {
    expect(screen(said).person).toBe(person);
  });
});

describe('contact details said in pieces', () => {
  it('a name at the end after the address or unit, but not a city', () => {
    expect(heard("I'm in 4C at 210 Lake Shore Drive, Anjali Mehta").name).toBe('Anjali Mehta');
    expect(heard('it is 75 Pine Street, I live in 3A, Tomasz Nowak').name).toBe('Tomasz Nowak');
    expect(heard('1220 Third Avenue, Chula Vista').name).toBeUndefined();
  });

  it('a name after "it\'s", "it\'s for", "somos los", or a couple by title; never a feeling', () => {
    expect(heard('its dwayne at four ten oak street').name).toBe('Dwayne');
    expect(heard('it is for Carla Moreno, apartment 12').name).toBe('Carla Moreno');
    expect(heard('Somos los Villanueva, 300 Pine Street', [], 'es').name).toBe('Villanueva');
    expect(heard('its mister and missus okafor twelve elm street').name).toBe('Okafor');
    expect(heard('so im confused about the bill').name).toBeUndefined();
    expect(heard("it's around 60 inside").name).toBeUndefined();
  });

  it('a name put under someone, said before a callback, after a filler, spelled inside, or signed', () => {
    expect(heard('put it under her name rosa diaz, i am her grandson').name).toBe('Rosa Diaz');
    expect(heard('póngalo a nombre de ella, Rosa Díaz', [], 'es').name).toBe('Rosa Díaz');
    expect(heard("i'm jane ann doe you can call me back on this phone").name).toBe('Jane Ann Doe');
    expect(heard('my name is piotr with a p nowak').name).toBe('Piotr Nowak');
    expect(heard('hey this is uh carl from the building on main').name).toBe('Carl');
    expect(heard('The sink is dripping again. Thanks, Lauren').name).toBe('Lauren');
    expect(heard('yo soy la hija gloria y me puede llamar a este número', [], 'es').name).toBe('Gloria');
    expect(heard('agente agente por favor', [], 'es').name).toBeUndefined();
    expect(heard('its jordan btw').name).toBe('Jordan');
    expect(heard('Le escribe Anselmo, el conserje del edificio', [], 'es').name).toBe('Anselmo');
    expect(heard('le habla ignacio soy el contratista', [], 'es').name).toBe('Ignacio');
    expect(heard('Hello, Dana Whitfield with Keystone Realty. I have buyers for Saturday').name).toBe('Dana Whitfield');
    expect(heard('i am mister nguyen from the building on elm').name).toBe('Nguyen');
    expect(heard('hello this is dorothy dorothy kaminski').name).toBe('Dorothy Kaminski');
    expect(heard('soy ernesto luna del número doce', [], 'es').name).toBe('Ernesto Luna');
    expect(heard('Anyway, someone will trip. Bill Ortega, 5F.')).toMatchObject({ name: 'Bill Ortega', unit: '5F' });
    expect(heard('its spot number fourteen').name).toBeUndefined();
  });

  it('a name spelled in Spanish letter names after it', () => {
    expect(heard('mi nombre es rosa pinto pe i ene te o', [], 'es').name).toBe('Rosa Pinto');
  });

  it('a name said again in full, or after "mi nombre es" past a family name', () => {
    expect(heard("it's Dev. Dev Raman, apartment 3").name).toBe('Dev Raman');
    expect(heard('Somos los Ochoa, del 4B. Mi nombre es Ana Lucía Ochoa.', [], 'es').name).toBe('Ana Lucía Ochoa');
    expect(heard('ugh', ['name']).name).toBeUndefined();
  });

  it('a bare name then only the unit and address', () => {
    expect(heard('kai. unit 4. 30 elm street').name).toBe('Kai');
  });

  it('a unit letter said by its name before the address, or "a" where no article fits', () => {
    expect(heard('apartamento seis efe dos cero cero broadway', [], 'es').unit).toBe('6F');
    expect(heard('soy luz, apartamento dos ce cuatro cincuenta main street', [], 'es').unit).toBe('2C');
    expect(heard("i'm in two a its nine oh one main street").unit).toBe('2A');
    expect(heard('its omar seven b four hundred grand street')).toMatchObject({ name: 'Omar', unit: '7B', address: '400 Grand Street' });
    expect(heard('apartamento siete be de burro en el doscientos de la main street', [], 'es').unit).toBe('7B');
    expect(heard('unit c as in cat four at 12 elm street').unit).toBe('C4');
    expect(heard('Buenas, los del 5B ponen la música muy alta', [], 'es').unit).toBeUndefined();
    expect(heard('there is smoke under the door across the hall from me, 3C, and nobody answers').unit).toBeUndefined();
    expect(heard('Soy Wendy Alvarado, 6, 1818 Ivy Road', [], 'es').unit).toBe('6');
    expect(heard('Soy Lucía Navarro, piso 15B', [], 'es').unit).toBe('15B');
    expect(heard('del apartment cuatro e mil cuatrocientos veinte ocean avenue', [], 'es').unit).toBe('4E');
    expect(heard('la traila está en el lote 31, parque Sunset', [], 'es').unit).toBe('31');
    expect(heard('vivo en la casa móvil, espacio 22', [], 'es').unit).toBe('22');
  });
});
