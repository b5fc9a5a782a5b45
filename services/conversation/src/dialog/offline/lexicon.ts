/**
 * Word lists the offline receptionist understands callers with, in English and Spanish. Patterns match
 * normalised text (lower case, accents removed, see `norm`).
 */
import { stripAccents } from './numbers';

/** Lower case, accents removed, curly quotes straightened, whitespace collapsed. */
export const norm = (s: string) =>
  stripAccents(s.toLowerCase())
    .replace(/[’‘`]/g, "'")
    .replace(/[¿¡]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export type EmergencyKind = 'fire' | 'smoke' | 'gas' | 'carbon_monoxide' | 'medical' | 'intruder' | 'flood' | 'sewage' | 'no_heat' | 'electrical' | 'no_power' | 'lockout' | 'security';

export interface EmergencyPattern {
  kind: EmergencyKind;
  /** Lives may be at risk: the caller is told to call 911 first. */
  life: boolean;
  re: RegExp;
}

const EMERGENCY_PATTERNS: EmergencyPattern[] = [
  { kind: 'gas', life: true, re: /\b(smell(?:s|ing)? (?:of |like )?(?:natural )?gas|gas (?:smell|leak|odou?r)|smells? like (?:rotten eggs?|gas)|rotten eggs?|leaking gas|gas is leaking|olor a gas|huele a gas|fuga de gas|escape de gas|se (?:esta )?(?:saliendo|sale) el gas)\b/ },
  { kind: 'carbon_monoxide', life: true, re: /\b(carbon monoxide|co (?:alarm|detector)|monoxido(?: de carbono)?)\b/ },
  {
    kind: 'fire',
    life: true,
    re: /\b(fire(?! (?:hazard|code|escape|extinguisher|inspection|department|marshal|pit|drill|safety|door|rated|proof))|on fire|flames?|(?:house|apartment|kitchen|building|unit|stove|oven) is burning|incendio|fuego|llamas|se (?:esta )?quemando)\b/,
  },
  { kind: 'smoke', life: true, re: /\b(smoke(?! (?:detectors?|alarms?|free))|smoky|humo(?! (?:detector))|smoke (?:detector|alarm)s? (?:is |are |keeps? )?(?:going off|sounding|ringing|won'?t stop)|(?:detector|alarma) de humo (?:esta )?sonando)\b/ },
  {
    kind: 'medical',
    life: true,
    re: /\b(unconscious|not breathing|can'?t breathe|cannot breathe|passed out|bleeding|(?:is|are|got|been|badly|someone|somebody) (?:hurt|injured)|injur(?:ed|y|ies)|heart attack|trapped|electrocuted|(?:is|are|someone|somebody) in danger|life.threatening|overdos\w*|inconsciente|no respira|no puede respirar|desmayad[oa]|sangrando|herid[oa]s?|lastimad[oa]s?|atrapad[oa]s?|en peligro|electrocutad[oa])\b/,
  },
  {
    kind: 'intruder',
    life: true,
    re: /\b(intruders?|someone (?:is )?(?:inside|in (?:my|the) (?:house|home|apartment|unit))|somebody (?:is )?(?:inside|in (?:my|the) (?:house|home|apartment))|(?:someone|somebody) (?:is )?breaking in|breaking in (?:right )?now|break.?in in progress|hay alguien (?:adentro|dentro)|intrusos?|se (?:estan|esta) metiendo|(?:estan|esta) robando|alguien (?:se esta metiendo|esta entrando))\b/,
  },
  {
    kind: 'flood',
    life: false,
    re: /\b(flood(?:ing|ed|s)?|burst (?:pipe|water ?line)|pipes? (?:has |have |just )?(?:burst|broke|exploded|bursted)|water (?:is )?(?:everywhere|pouring|gushing|spraying|coming (?:through|from|down|in)|all over|won'?t stop|keeps coming)|(?:ceiling|roof) (?:is )?(?:leaking|caving|dripping water)|leak(?:ing)? (?:from|through) the ceiling|water (?:through|from) the ceiling|active leak|major leak|big leak|leaking (?:a lot|badly|everywhere)|(?:won'?t|can'?t) (?:stop|turn off|shut off) the water|inundacion|inundad[oa]|se (?:esta )?inundando|se inundo|tuberia (?:rota|reventada)|se (?:rompio|reviento) (?:la|una) (?:tuberia|pipa)|sale mucha agua|agua por todas partes|agua (?:del|por el) techo|el agua no (?:para|se detiene)|cae agua del techo|gotea el techo|fuga (?:muy )?grande)\b/,
  },
  {
    kind: 'sewage',
    life: false,
    re: /\b(sewage|sewer (?:backup|back.?up|is backing up|line)|raw sewage|(?:toilets?|drains?|tubs?|showers?)(?: and (?:the )?\w+)? (?:is |are )?(?:backing up|backed up)|aguas negras|aguas residuales|(?:el )?drenaje (?:se )?(?:regresa|esta regresando)|se (?:regresa|regresan) (?:el drenaje|las aguas))\b/,
  },
  {
    kind: 'no_heat',
    life: false,
    re: /\b(no heat|(?:the )?heat (?:is )?(?:not working|isn'?t working|out|off|stopped|broken|went out|won'?t (?:come|turn) on)|(?<!water )heater (?:is )?(?:not working|isn'?t working|broken|stopped|out|won'?t turn on)|furnace (?:is )?(?:out|not working|isn'?t working|broken|stopped|died|won'?t turn on)|boiler (?:is )?(?:out|not working|broken)|heating (?:is )?(?:not working|isn'?t working|broken|out)|(?:no|without) heating|sin calefaccion|no (?:hay|tengo|tenemos) calefaccion|(?:la )?calefaccion no (?:funciona|sirve|prende|enciende|calienta)|no (?:funciona|sirve|prende) la calefaccion|(?:el )?calentador no (?:funciona|sirve|calienta|prende)|no (?:hay|tengo|tenemos) calor)\b/,
  },
  {
    kind: 'electrical',
    life: false,
    re: /\b(spark(?:s|ing|ed)?|arcing|exposed (?:live )?wires?|live wires?|(?:outlet|panel|switch|breaker|socket|plug)s? (?:is |are )?(?:smoking|sparking|burning|hot|melting|melted)|burning smell|smell(?:s)? (?:like )?(?:something )?burning|electrical fire|chispas|chispea|chisporrotea|cables? (?:expuestos?|pelados?|sueltos?)|olor a quemado|huele a quemado|(?:el )?(?:enchufe|contacto) (?:echa humo|se quemo|esta caliente|se derritio))\b/,
  },
  {
    kind: 'no_power',
    life: false,
    re: /\b(no (?:power|electricity)|(?:the )?power (?:is |went |has gone )?(?:out|off|down)|lost (?:all )?power|(?:whole|entire) (?:house|home|apartment|unit|place) (?:is )?(?:dark|without power)|power outage|blackout|sin (?:luz|electricidad|corriente)|no (?:hay|tengo|tenemos) (?:luz|electricidad|corriente)|se (?:fue|corto|cortaron) la (?:luz|electricidad|corriente)|apagon)\b/,
  },
  {
    kind: 'lockout',
    life: false,
    re: /\b(locked (?:myself |ourselves )?out|lock(?:ed)? me out|can'?t get (?:in|into|inside|back in)|cannot get (?:in|into|inside)|key (?:broke|snapped) (?:off )?in the lock|me quede (?:afuera|fuera)|nos quedamos (?:afuera|fuera)|no (?:puedo|podemos) entrar|deje las llaves (?:adentro|dentro))\b/,
  },
  {
    kind: 'security',
    life: false,
    re: /\b(broke in|broken into|break.?in|burglar(?:y|ized)?|robbed|robbery|(?:front|back|entry|exterior|patio|sliding|main) door (?:is |was )?(?:broken|kicked in|smashed)|(?:front |back |entry )?door (?:won'?t|doesn'?t|does not|will not|can'?t) (?:lock|close|latch)|lock (?:is )?broken|broken (?:front |back |door )?lock|broken (?:front |back )?(?:door|window)|(?:window|door) (?:is |was )?(?:smashed|shattered|broken|kicked in)|robo|me robaron|nos robaron|se metieron|forzaron la (?:puerta|cerradura|ventana)|puerta rota|ventana rota|cerradura rota|la (?:puerta|cerradura) no (?:cierra|asegura)|no cierra la (?:puerta|cerradura))\b/,
  },
];

/** The patterns with their global twins (for matchAll), compiled once. */
export const EMERGENCIES = EMERGENCY_PATTERNS.map((p) => ({ ...p, global: new RegExp(p.re.source, 'g') }));

/** Alarms chirping for a battery are routine, not an emergency. */
export const ALARM_BATTERY = /\b(chirp\w*|beep\w*|low battery|battery|pita|pitando|bateria|pila)\b/;
/** The caller says it is not an emergency. */
export const NOT_EMERGENCY = /\b(not an emergency|not (?:really )?urgent|no emergency|isn'?t an emergency|no es (?:una )?emergencia|no es urgente)\b/;
export const NEGATION_BEFORE = /\b(no|not|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|never|without|nobody|no one|nothing|nadie|ningun[oa]?|sin|tampoco|nunca|no hay)\s+(?:\w+\s+){0,2}$/;
export const COLD_WORDS = /\b(freezing|cold|below zero|snow\w*|winter|frio|helando|congelando|nieve|invierno)\b/;

export type Category = 'plumbing' | 'electrical' | 'hvac' | 'appliance' | 'locksmith' | 'pest' | 'fire_safety' | 'gas' | 'security' | 'structural' | 'general';

/** Trade keywords, strongest first within each list. */
export const CATEGORY_WORDS: Array<[Category, RegExp]> = [
  ['gas', /\b(gas (?:smell|leak|odou?r|line|stove)|smell(?:s)? (?:like )?gas|olor a gas|fuga de gas|huele a gas)\b/],
  ['fire_safety', /\b(fire|smoke|carbon monoxide|co (?:alarm|detector)|smoke (?:alarm|detector)|incendio|fuego|humo|monoxido|detector de humo)\b/],
  ['pest', /\b(mice|mouse|rats?|roach(?:es)?|cockroach(?:es)?|bugs?|bed ?bugs|ants|termites|pests?|insects?|wasps?|hornets?|bees|rodents?|squirrels?|raccoons?|fleas|ratones|raton|ratas?|cucarachas?|chinches|hormigas|termitas|plagas?|insectos|avispas|abejas|roedores|pulgas)\b/],
  ['appliance', /\b(fridge|refrigerator|freezer|stove|oven|range|cooktop|dishwasher|washer|washing machine|dryer|microwave|(?:garbage )?disposal|ice maker|refrigerador|nevera|congelador|estufa|horno|lavavajillas|lavaplatos|lavadora|secadora|microondas|triturador)\b/],
  ['hvac', /\b(heat|heater|heating|furnace|boiler|a\/?c|air condition\w*|thermostat|vents?|ventilation|hvac|cooling|radiators?|calefaccion|calentador(?! de agua)|caldera|aire acondicionado|termostato|ventilacion|radiador|minisplit|clima)\b/],
  ['plumbing', /\b(leak\w*|dripp?\w*|faucet|taps?|sinks?|toilets?|drains?|clog\w*|pipes?|shower|tub|bathtub|water heater|hot water|water pressure|sewage|sewer|flood\w*|plumbing|running water|no water|fuga|gotea|goteo|grifo|llave del agua|lavabo|fregadero|lavamanos|inodoro|escusado|excusado|drenaje|tapad[oa]|tuberias?|regadera|ducha|tina|calentador de agua|agua caliente|aguas negras|inundacion|plomeria|sin agua)\b/],
  ['electrical', /\b(outlets?|sockets?|breakers?|fuses?|switch(?:es)?|lights?|wiring|wires?|power|electric\w*|sparks?|sparking|gfci|panel|enchufes?|contactos?|interruptor|fusibles?|cables?|luz|luces|electricidad|corriente|chispas|apagador|panel electrico)\b/],
  ['locksmith', /\b(locks?|keys?|locked out|deadbolt|door ?knob|lockout|cerraduras?|llaves(?! del agua)|chapa|cerrojo|me quede afuera)\b/],
  ['security', /\b(break.?in|broke in|burglar\w*|robbed|robbery|intruders?|broken (?:door|window)|robo|intruso|ventana rota|puerta rota)\b/],
  ['structural', /\b(ceiling|walls?|floors?|roof|stairs|steps|cracks?|holes?|mold|mould|windows?|doors?|cabinets?|techo|pared(?:es)?|piso|escaleras?|grietas?|hoyos?|moho|ventanas?|puertas?|gabinetes?)\b/],
];

/** Words that say what is wrong: a message with one of them describes an issue. */
export const PROBLEM_WORDS =
  /\b(leak\w*|dripp?\w*|clog\w*|backed up|backing up|overflow\w*|broken|broke|not working|isn'?t working|doesn'?t work|does not work|won'?t|wont|stopped|no hot water|no heat|no power|no water|not heating|not cooling|smell\w*|smoke|fire|gas|flood\w*|mold|mould|pests?|mice|roach\w*|bugs|ants|rats?|cracked|cracks?|holes?|noisy|noise|buzzing|spark\w*|outlets?|breaker|toilets?|sinks?|faucet|shower|tub|drains?|pipes?|heater|furnace|a\/?c|air condition\w*|thermostat|fridge|refrigerator|stove|oven|dishwasher|washer|dryer|disposal|locked out|lock(?:s)? (?:is |are )?broken|damage\w*|loose|falling|stuck|jammed|burst|fuga|gotea|goteo|tapad[oa]|atascad[oa]|rot[oa]|no funciona|no sirve|no prende|no enciende|no calienta|no enfria|sin agua|sin luz|sin calefaccion|huele|olor|humo|fuego|incendio|inundacion|inundad[oa]|moho|plaga|ratones|cucarachas|chinches|hormigas|grieta|ruido|chispas|enchufe|inodoro|lavabo|fregadero|regadera|ducha|drenaje|tuberia|calentador|calefaccion|aire acondicionado|refrigerador|nevera|estufa|horno|lavadora|secadora|cerradura|descompuest[oa]|dañad[oa]|danad[oa])\b/;

/** Urgent (not an emergency): it stops normal use of the home. */
export const URGENT_WORDS =
  /\b(no hot water|hot water (?:is )?(?:not working|out|gone)|water heater (?:is )?(?:not working|broken|out|leaking)|no water|(?:fridge|refrigerator|freezer) (?:is )?(?:not (?:working|cooling|cold)|stopped|warm|broken|died)|only (?:toilet|bathroom)|(?:toilet|bathroom) (?:is )?(?:clogged|overflowing)|toilet (?:won'?t|doesn'?t|will not|does not) flush|(?:a\/?c|air condition\w*) (?:is )?(?:not working|broken|out|stopped|isn'?t working)|no (?:a\/?c|air conditioning)|(?:stove|oven) (?:is )?(?:not working|broken)|can'?t (?:use|cook|shower|flush|bathe)|sin agua caliente|no (?:hay|tengo|tenemos) agua caliente|sin agua|no (?:hay|tengo|tenemos) agua|(?:el )?(?:refrigerador|la nevera) no (?:enfria|funciona|sirve)|(?:el )?(?:inodoro|bano|escusado) (?:esta )?tapado|el (?:inodoro|escusado) no (?:funciona|baja|jala)|no (?:puedo|podemos) usar|el aire(?: acondicionado)? no (?:funciona|sirve|enfria)|la estufa no (?:funciona|sirve|prende))\b/;
/** Routine: it can wait for a scheduled visit. */
export const ROUTINE_WORDS =
  /\b(dripp?ing|drips?|slow drain|squeak\w*|loose|cosmetic|paint\w*|scratch\w*|minor|small|little|not (?:really )?urgent|can wait|no rush|no hurry|whenever|not a big deal|routine|gotea un poco|goteo|poquito|no es urgente|puede esperar|sin prisa|cuando puedan|no corre prisa|no hay prisa)\b/;

export const YES = /^(?:(?:um+|uh+|well|oh|hmm+|bueno|pues|este)[, ]+)?(yes|yeah|yea|yep|yup|ya|sure|of course|correct|that'?s (?:right|correct|it)|thats (?:right|correct)|right|absolutely|definitely|ok|okay|fine|go ahead|please do|affirmative|uh.?huh|it is|that is|exactly|perfect|sounds good|si|claro|correcto|asi es|exacto|esta bien|de acuerdo|por supuesto|vale|sale|andale|eso es|perfecto|afirmativo|ajam|aja)\b/;
export const NO = /^(?:(?:um+|uh+|well|oh|hmm+|bueno|pues|este)[, ]+)?(no|nope|nah|not really|negative|wrong|incorrect|that'?s (?:wrong|not right|incorrect)|don'?t|do not|rather not|i'?d rather not|never|none|nada|para nada|incorrecto|no es correcto|mejor no|prefiero que no)\b/;
export const NO_PROBLEM = /\b(no problem|no worries|no hay problema|no pasa nada)\b/;

export const GOODBYE =
  /\b(bye|goodbye|good bye|that'?s all|that is all|that'?s it|thats it|that'?ll be all|nothing else|no,? thanks?|no,? thank you|i'?m (?:all )?(?:good|set|done)|we'?re (?:all )?(?:good|set|done)|have a (?:good|nice|great) (?:day|night|one|evening)|adios|hasta luego|hasta pronto|eso es todo|es todo|nada mas|no,? gracias|ya es todo|seria todo|que tenga (?:un )?buen dia)\b/;
export const THANKS = /^(thanks|thank you|gracias|muchas gracias|ok,? thanks|great,? thanks)\b/;

export const HUMAN =
  /\b(?:(?:speak|talk|transfer me|connect me|put me through|get me)\b.{0,30}\b(?:person|human|someone|somebody|representative|rep|agent|manager|operator|staff|real|live|team member|property manager|landlord|office|supervisor)\b|operator|representative|real person|live person|human being|hablar con (?:una persona|alguien|un humano|un representante|el gerente|la gerente|el administrador|la administradora|una persona real|un agente|el encargado|la encargada|la oficina|un supervisor)|comuniqueme|transfierame|paseme con|con una persona(?: real)?)\b/;

export const AI_QUESTION =
  /\b(are you (?:a |an )?(?:real|human|person|robot|bot|machine|ai|a\.i\.|computer|recording|live)|am i (?:talking|speaking) (?:to|with) (?:a |an )?(?:real|human|person|robot|bot|machine|computer|ai)|is this (?:a |an )?(?:robot|bot|machine|recording|real person|ai|computer)|eres (?:una |un )?(?:persona|robot|maquina|humano|real|inteligencia artificial)|es usted (?:una |un )?(?:persona|robot|maquina|humano|real)|estoy hablando con (?:una |un )?(?:persona|robot|maquina|humano|contestadora))\b/;

export const QUESTION_START =
  /^(?:(?:hi|hello|hey|hola|yes|yeah|ok|okay|and|also|y|oh|um|so|tambien|bueno|pues|quick question|one question|una pregunta)[, ]+)*(what|what'?s|whats|when|where|how|can|could|do|does|is|are|will|who|which|why|may|should|would|have|has|any|que|cuando|donde|como|puedo|puede|pueden|hay|cual|cuales|cuanto|cuanta|cuantos|a que hora|se puede|aceptan|tienen|tiene|es posible|quien|por que|permiten|necesito saber)\b/;
export const QUESTION_PHRASE = /\b((?:i|we) (?:want|would like|'?d like|need) to know|(?:can|could) you tell me|i(?:'?m| am) wondering|do you know|tell me about|quiero saber|quisiera saber|me (?:puede|podria) decir|sabe (?:usted )?si|me gustaria saber)\b/;

/**
 * Common words that are never a name (they follow "I'm", "this is", "soy" in other sentences).
 */
export const NOT_NAMES = new Set(
  (
    'a an the my your our their his her its this that these those there here it is are was were be been being am i me we you they he she him them us ' +
    'and or but so if then than because since about at in on from with for to of by as into onto over under up down out off just only also still even very really ' +
    'calling call called having have had trying try just not no yes yeah sorry fine good ok okay great well glad happy sure ready done finished available busy new ' +
    'moving interested unit apartment apt number phone reporting following returning leaving getting waiting standing sitting living staying renting thinking ' +
    'pretty kind kinda sort probably definitely actually basically hungry tired cold hot freezing sick afraid worried scared concerned upset stuck locked home outside inside ' +
    'tenant renter resident owner landlord manager neighbor neighbour roommate going looking wondering hoping currently back urgent emergency problem issue ' +
    'hi hello hey thanks thank please need needs want wants like would could should can will may might must do does did doing sink toilet leak leaking water heat ' +
    'gas fire smoke power one two three four five six seven eight nine ten calling regarding re concerning what when where who why how which ' +
    'el la los las un una unos unas de del que y o pero en con por para sin sobre mi mis su sus tu tus yo usted ustedes nosotros ella ello ellos ellas aqui alli ' +
    'muy mas menos ya todavia tambien solo nada algo alguien nadie inquilino inquilina residente dueno duena propietario propietaria arrendatario arrendataria ' +
    'vecino vecina esposo esposa hijo hija mama madre papa padre hermano hermana tecnico plomero electricista contratista llamando hablando tengo tiene tenemos hay ' +
    'estoy esta estamos soy es son fue era bien mal bueno buena claro si no gracias hola buenos buenas dias tardes noches favor problema urgente emergencia ' +
    'preocupado preocupada nuevo nueva unidad apartamento departamento numero telefono casa afuera adentro llamo porque como cuando donde quien cual'
  ).split(/\s+/),
);

/** Lower-case name particles allowed inside a name (María de la Cruz, Van der Berg). */
export const NAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'van', 'von', 'der', 'da', 'di', 'le', 'y', 'st', "o'"]);

/** Words that end a name being read ("Jane Doe from unit 4", "Juan Pérez de la unidad 3"). */
export const NAME_STOPS = new Set(
  'and from at in on with calling here speaking about because of calling my i im i\'m the unit apartment apt number phone y en con desde llamo por para porque mi del-unidad unidad apartamento departamento numero telefono que'.split(/\s+/),
);

export const STREET_SUFFIXES =
  'street|st|avenue|ave|av|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|circle|cir|parkway|pkwy|terrace|ter|highway|hwy|trail|trl|square|sq|loop|row|alley|plaza|crescent|cres|pike|point|pt|ridge|run|path|walk|commons|heights|hts|grove|park|close';
export const SPANISH_STREETS = 'calle|avenida|av|avda|camino|bulevar|boulevard|paseo|carretera|privada|callejon|cerrada|circuito|calzada|andador|prolongacion';

export const PETS_NONE = /\b(no (?:pets?|animals?|dogs?|cats?)|don'?t have (?:any )?(?:pets?|animals?)|do not have (?:any )?(?:pets?|animals?)|no (?:tengo|tenemos|hay) (?:mascotas?|animales|perros?|gatos?)|sin mascotas|ningun[oa]? mascota|none)\b/;
export const PET_WORDS =
  /\b((?:a|an|one|two|three|\d+|my|our|un|una|unos|unas|dos|tres|mi|mis|nuestro|nuestra|nuestros)\s+(?:(?:little|small|big|large|friendly|old|senior|peque(?:n|ñ)[oa]|grande|viej[oa])\s+)?(?:dogs?|cats?|pupp(?:y|ies)|kittens?|birds?|parrots?|rabbits?|bunn(?:y|ies)|hamsters?|fish|snakes?|lizards?|turtles?|perr[oa]s?|gat[oa]s?|perrit[oa]s?|gatit[oa]s?|p(?:a|á)jar[oa]s?|conejos?|pez|peces|culebras?|serpientes?|tortugas?|loros?))\b/g;
export const PET_SECURED =
  /\b((?:will|can|i'?ll|we'?ll|he'?ll|she'?ll|they'?ll|it'?ll|gonna|going to) (?:be )?(?:put|kept|keep|lock|locked|crate|crated|secure|secured|shut)\w*(?: (?:him|her|them|it|the \w+))?(?: (?:up|away|in|inside))?|crated|secured|locked up|locked in|in (?:a|the|his|her|their) (?:crate|kennel|bedroom|room)|estar[aá]n? (?:encerrad[oa]s?|amarrad[oa]s?|en su jaula|en (?:el|un) cuarto)|(?:lo|la|los|las) (?:voy|vamos) a (?:encerrar|amarrar|sacar))\b/;
export const PERMIT =
  /\b((?:you|they|maintenance|the technician|the tech|someone) (?:can|may|are welcome to) (?:go in|come in|enter|let (?:yourselves|themselves|yourself|himself|herself) in)|feel free to (?:go in|come in|enter)|(?:it'?s|it is) (?:ok|okay|fine|alright) (?:to|if you|if they) (?:go in|come in|enter)|(?:you|they) have (?:my )?permission|permission to enter|puede(?:n)? (?:entrar|pasar)|tiene(?:n)? (?:mi )?permiso|esta bien (?:que|si) entren|pueden entrar)\b/;
export const DENY =
  /\b((?:please )?don'?t (?:go in|come in|enter)|do not (?:go in|come in|enter)|(?:rather|prefer) (?:you|they) (?:didn'?t|don'?t)|not without me|only (?:when|if) (?:i'?m|i am|someone is|we'?re|we are) (?:home|there)|i (?:want|need|'?d like|would like) to be (?:home|there|present)|no (?:quiero|quisiera) que entren|(?:solo|solamente) (?:cuando|si) (?:yo )?(?:este|estoy|hay alguien|estemos)|quiero estar (?:presente|ahi|en casa)|no pueden entrar sin|(?:i'?d |i would |i )?prefer to be (?:home|there|present)|prefiero (?:estar (?:presente|ahi|en casa)|que no entren|que me llamen|que llamen))\b/;

export const ACCESS_WORDS =
  /\b((?:gate|door|building|access|entry|lobby) code|code (?:is|for the gate|to the gate)|buzzer|intercom|call box|lockbox|lock box|park (?:in|on|at|behind|out front)|parking (?:is|in|on|behind)|visitor parking|(?:best|good) time|any ?time|weekdays?|weekends?|mornings|afternoons|evenings|(?:key|keys) (?:is|are) (?:with|at)|ring the bell|knock|codigo (?:del porton|de la puerta|de acceso|del edificio)|porton|timbre|interfon|estacionar(?:se)?|estacionamiento|por las (?:mananas|tardes|noches)|(?:mejor|buen) (?:hora|horario|momento|dia))\b/;

export const NONE_ANSWER = /^(?:(?:um+|uh+|well|oh|bueno|pues)[, ]+)?(no|nope|none|nothing|nah|not really|no,? (?:that'?s it|nothing|none)|nada|ninguna?o?|no,? nada|no hay|no tengo|n\/a)\b/;

/** A request with no description yet: "I have a problem", "I need a repair". */
export const GENERIC_REQUEST =
  /\b(i (?:have|got) (?:a|an) (?:problem|issue)|(?:i )?need (?:a )?(?:repair|maintenance|help|something fixed)|(?:maintenance|repair|work) (?:request|order)|report (?:a|an) (?:problem|issue|repair)|tengo (?:un|una) (?:problema|falla)|necesito (?:una reparacion|mantenimiento|ayuda|reportar)|(?:reportar|hacer) (?:un|una) (?:problema|solicitud|reporte)|solicitud de mantenimiento)\b/;

/** When will someone come: no time can be promised. */
export const WHEN_QUESTION = /\b(what time|when (?:will|would|can|are|is)|how (?:long|soon)|a que hora|cuando (?:vienen|van a venir|llega|llegan|vendran|viene)|cuanto (?:tiempo|tardan))\b/;

export const GREETING_ONLY =
  /^(?:hi|hello|hey|hola|good (?:morning|afternoon|evening)|buenos dias|buenas tardes|buenas noches|buenas|are you there|can you hear me|me escucha|me oye|sigue ahi|bueno)[!.,?\s]*(?:there|sarah|alli)?[!.,?\s]*$/;

export const FILLERS_START =
  /^(?:(?:yes|yeah|yep|sure|ok|okay|um+|uh+|well|so|oh|hi|hello|right|alright|si|claro|bueno|pues|este|ok|vale|hola)[,.!]?\s+)+/i;
