/**
 * Word lists the offline receptionist understands callers with, in English and Spanish. Patterns match
 * normalised text (lower case, accents removed, see `norm`).
 */
import { stripAccents } from './numbers';

/** Lower case, accents removed, curly quotes straightened, whitespace collapsed. */
export const norm = (s: string) => stripAccents(s.toLowerCase()).replace(/[’‘`]/g, "'").replace(/[¿¡]/g, ' ').replace(/\s+/g, ' ').trim();

/** The caller says it is not an emergency. */
export const NOT_EMERGENCY = /\b(not an emergency|not (?:really )?urgent|no emergency|isn'?t an emergency|no es (?:una )?emergencia|no es urgente)\b/;

export type { Category } from '../../calls/analysis';
import type { Category } from '../../calls/analysis';

/** Trade keywords, strongest first within each list. */
export const CATEGORY_WORDS: Array<[Category, RegExp]> = [
  // Inside doors, cabinet doors, window screens and finishes (paint, caulk, tile, a dry old stain, a grab bar)
  // are handyman work, whatever room they are in.
  [
    'general',
    /\b(paint|peeling|flaking|caulk\w*|grout|tiles?|drywall|gouge|scuffs?|grab bars?|(?:water )?stains?|mold|mould|mildew|pintura|descarapel\w*|pelando|despegando|desconchando|mancha|manchas|azulejos?|losetas?|barra de agarre|moho|closet doors?|cabinet doors?|sliding closet doors?|bi-?fold doors?|pocket doors?|window screens?|screens? on (?:my|the) \w+ windows?|screen doors?|puertas? del (?:closet|clóset|armario|ropero|gabinete)|puertas? corrediza del (?:closet|clóset|placard|armario|ropero)|mosquiteros?|malla de la ventana|tela metálica)\b/,
  ],
  ['gas', /\b(gas (?:smell|leak|odou?r|line|stove)|smell(?:s)? (?:like )?gas|olor a gas|fuga de gas|huele a gas)\b/],
  ['fire_safety', /\b(fire|smoke|carbon monoxide|co (?:alarm|detector)|smoke (?:alarm|detector)|incendio|fuego|humo|monoxido|detector de humo)\b/],
  [
    'pest',
    /\b(mice|mouse|rats?|roach(?:es)?|cockroach(?:es)?|bugs?|bed ?bugs|ants|termites|pests?|insects?|wasps?|hornets?|bees|rodents?|squirrels?|raccoons?|fleas|droppings|critters?|something living|snakes?|bats|possums?|opossums?|skunks?|pigeons|silverfish|spiders?|gnats|fruit flies|ratones|raton|ratoncitos?|guayabitos?|ratas?|cucarachas?|chinches|hormigas|termitas|plagas?|insectos|avispas|abejas|roedores|pulgas|cacas|cagarrutas|excremento|murcielagos?|mapaches?|culebras?|viboras?|serpientes?|zarigueyas?|tlacuaches?|palomas|aranas)\b/,
  ],
  [
    'appliance',
    /\b(fridge|refrigerator|freezer|stove|oven|range|cooktop|dishwasher|washer|washing machine|dryer|microwave|(?:garbage )?disposal|ice maker|refrigerador|nevera|congelador|estufa|horno|lavavajillas|lavaplatos|lavadora|secadora|microondas|triturador)\b/,
  ],
  [
    'hvac',
    /\b(heat|heater|heating|furnace|boiler|a\/?c|air condition\w*|thermostat|vents?|ventilation|hvac|cooling|radiators?|calefaccion|calentador(?! de agua)|caldera|aire acondicionado|termostato|ventilacion|radiador|minisplit|clima)\b/,
  ],
  [
    'plumbing',
    /\b(leak\w*|dripp?\w*|faucet|taps?|sinks?|toilets?|drains?|clog\w*|pipes?|shower|tub|bathtub|water heater|hot water|water pressure|sewage|sewer|flood\w*|plumbing|running water|no water|fuga|gotea|goteo|grifo|llave del agua|lavabo|fregadero|lavamanos|inodoro|escusado|excusado|drenaje|tapad[oa]|tuberias?|regadera|ducha|tina|calentador de agua|agua caliente|aguas negras|inundacion|plomeria|sin agua)\b/,
  ],
  [
    'electrical',
    /\b(light ?bulbs?|bulbs?|ceiling fans?|bombill[oa]s?|focos?|abanico de techo|ventilador de techo|outlets?|sockets?|breakers?|fuses?|switch(?:es)?|lights?|wiring|wires?|power|electric\w*|sparks?|sparking|gfci|panel|enchufes?|contactos?|interruptor|fusibles?|cables?|luz|luces|electricidad|corriente|chispas|apagador|panel electrico)\b/,
  ],
  ['locksmith', /\b(locks?|keys?|locked out|deadbolt|door ?knob|lockout|cerraduras?|llaves(?! del agua)|chapa|cerrojo|me quede afuera)\b/],
  ['security', /\b(break.?in|broke in|burglar\w*|robbed|robbery|intruders?|broken (?:door|window)|robo|intruso|ventana rota|puerta rota)\b/],
  // The building's bones; doors, windows, cabinets, paint, a crack in the plaster and the like are general repairs.
  [
    'structural',
    /\b(roof|stairs|stairway|staircase|steps|foundation|balcon(?:y|ies)|porch|beams?|joists?|railings?|sagg\w*|caving|caved|collaps\w*|escaleras?|escalones?|cimientos?|balcon(?:es)?|barandal\w*|vigas?|hundid[oa]|se esta cayendo|se cae el techo)\b/,
  ],
];

/** Words that say what is wrong: a message with one of them describes an issue. */
export const PROBLEM_WORDS =
  /\b(leak\w*|dripp?\w*|clog\w*|backed up|backing up|overflow\w*|broken|broke|not working|isn'?t working|doesn'?t work|does not work|won'?t|wont|stopped|no hot water|no heat|no power|no water|not heating|not cooling|smell\w*|smoke|fire|gas|flood\w*|mold|mould|pests?|mice|roach\w*|bugs|ants|rats?|cracked|cracks?|holes?|noisy|noise|buzzing|spark\w*|outlets?|breaker|toilets?|sinks?|faucet|shower|tub|drains?|pipes?|heater|furnace|a\/?c|air condition\w*|thermostat|fridge|refrigerator|stove|oven|dishwasher|washer|dryer|disposal|locked out|lock(?:s)? (?:is |are )?broken|damage\w*|loose|falling|stuck|jammed|burst|fuga|gotea|goteo|tapad[oa]|atascad[oa]|rot[oa]|no funciona|no sirve|no prende|no enciende|no calienta|no enfria|sin agua|sin luz|sin calefaccion|huele|olor|humo|fuego|incendio|inundacion|inundad[oa]|moho|plaga|ratones|cucarachas|chinches|hormigas|grietas?|grietitas|fisuras?|rajaduras?|ruido|retumba|loud music|musica a todo volumen|blasting|escandalo|chispas|enchufe|inodoro|lavabo|fregadero|regadera|ducha|drenaje|tuberia|calentador|calefaccion|aire acondicionado|refrigerador|nevera|estufa|horno|lavadora|secadora|cerradura|descompuest[oa]|dañad[oa]|danad[oa])\b/;

export const YES =
  /^(?:(?:um+|uh+|well|oh|hmm+|bueno|pues|este)[, ]+)?(yes|yeah|yea|yep|yup|ya|sure|of course|correct|that'?s (?:right|correct|it)|thats (?:right|correct)|right|absolutely|definitely|ok|okay|fine|go ahead|please do|affirmative|uh.?huh|it is|that is|exactly|perfect|sounds good|si|claro|correcto|asi es|exacto|esta bien|de acuerdo|por supuesto|vale|sale|andale|eso es|perfecto|afirmativo|ajam|aja)\b/;
export const NO =
  /^(?:(?:um+|uh+|well|oh|hmm+|bueno|pues|este)[, ]+)?(no|nope|nah|not really|negative|wrong|incorrect|that'?s (?:wrong|not right|incorrect)|don'?t|do not|rather not|i'?d rather not|never|none|nada|para nada|incorrecto|no es correcto|mejor no|prefiero que no)\b/;
export const NO_PROBLEM = /\b(no problem|no worries|no hay problema|no pasa nada)\b/;

export const GOODBYE =
  /\b(bye|goodbye|good bye|that'?s all|that is all|that'?s it|thats it|that'?ll be all|nothing else(?= *(?:[,.!?]|$|thanks?\b|thank you|for now|today|to add|i need))|no,? thanks?(?! (?:god|goodness|heavens))|no,? thank you|i'?m (?:all )?(?:good|set|done)|we'?re (?:all )?(?:good|set|done)|have a (?:good|nice|great) (?:day|night|one|evening)|adios|hasta luego|hasta pronto|eso es todo|es todo|(?<=^|no,? |, )nada mas(?=[,.!]|$)|no,? gracias(?! a dios)|ya es todo|seria todo|que tenga (?:un )?buen dia)\b/;
export const AI_QUESTION =
  /\b(are you (?:a |an )?(?:real|human|person|robot|bot|machine|ai|a\.i\.|computer|recording|live)|am i (?:talking|speaking) (?:to|with) (?:a |an )?(?:real|human|person|robot|bot|machine|computer|ai)|is this (?:a |an )?(?:robot|bot|machine|recording|real person|ai|computer)|eres (?:una |un )?(?:persona|robot|maquina|humano|real|inteligencia artificial)|es usted (?:una |un )?(?:persona|robot|maquina|humano|real)|estoy hablando con (?:una |un )?(?:persona|robot|maquina|humano|contestadora))\b/;

export const QUESTION_START =
  /^(?:(?:hi|hello|hey|hola|yes|yeah|ok|okay|and|also|y|oh|um|so|tambien|bueno|pues|quick question|one question|una pregunta)[, ]+)*(what|what'?s|whats|when|where|how|can|could|do|does|is|are|will|who|which|why|may|should|would|have|has|any|que|cuando|donde|como|puedo|puede|pueden|hay|cual|cuales|cuanto|cuanta|cuantos|a que hora|se puede|aceptan|tienen|tiene|es posible|quien|por que|permiten|necesito saber)\b/;
export const QUESTION_PHRASE =
  /\b((?:i|we) (?:want|would like|'?d like|need) to know|(?:can|could) you tell me|i(?:'?m| am) wondering|do you know|tell me about|quiero saber|quisiera saber|me (?:puede|podria) decir|sabe (?:usted )?si|me gustaria saber)\b/;

/**
 * Common words that are never a name (they follow "I'm", "this is", "soy" in other sentences).
 */
export const NOT_NAMES = new Set(
  (
    'a an the my your our their his her its this that these those there here it is are was were be been being am i me we you they he she him them us ' +
    'and or but so if then than because since about at in on from with for to of by as into onto over under up down out off just only also still even very really ' +
    'calling call called having have had trying try just not no yes yeah sorry fine good ok okay great well glad happy sure ready done finished available busy new ' +
    'moving interested unit apartment apt number phone reporting following returning leaving getting waiting standing sitting living staying renting thinking ' +
    'own alone itself dead quiet loud warm wet dry pretty kind kinda sort probably definitely actually basically hungry tired cold hot freezing sick afraid worried scared concerned upset stuck locked home outside inside ' +
    'tenant renter resident owner landlord manager neighbor neighbour roommate going looking wondering hoping currently back urgent emergency problem issue ' +
    'hi hello hey thanks thank please need needs want wants like would could should can will may might must do does did doing sink toilet leak leaking water heat ' +
    'gas fire smoke power alarm false mistake nevermind one two three four five six seven eight nine ten calling regarding re concerning what when where who why how which ' +
    'floor ground basement top bottom first second third fourth fifth upstairs downstairs vivimos vivo viven somos estamos ' +
    'el la los las un una unos unas de del que y o pero en con por para sin sobre mi mis su sus tu tus yo usted ustedes nosotros ella ello ellos ellas aqui alli ' +
    'muy mas menos ya todavia tambien solo nada algo alguien nadie inquilino inquilina residente dueno duena propietario propietaria arrendatario arrendataria ' +
    'vecino vecina esposo esposa hijo hija mama madre papa padre hermano hermana tecnico plomero electricista contratista llamando hablando tengo tiene tenemos hay ' +
    'estoy esta estamos soy es son fue era bien mal bueno buena claro si no gracias hola buenos buenas dias tardes noches favor problema urgente emergencia ' +
    'preocupado preocupada nuevo nueva unidad apartamento departamento numero telefono casa afuera adentro llamo porque como cuando donde quien cual'
  ).split(/\s+/),
);

/** Lower-case name particles allowed inside a name (María de la Cruz, Van der Berg). */
export const NAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'van', 'von', 'der', 'da', 'di', 'le', 'y', 'st', "o'", 'bin', 'bint', 'ibn', 'al', 'abu']);

/** Words that end a name being read ("Jane Doe from unit 4", "Juan Pérez de la unidad 3"). */
export const NAME_STOPS = new Set(
  "and from at in on with calling here speaking about because of calling my i im i'm the unit apartment apt number phone y en con desde llamo por para porque mi del-unidad unidad apartamento departamento numero telefono que".split(
    /\s+/,
  ),
);

export const PETS_NONE =
  /\b(no (?:pets?|animals?|dogs?|cats?)|don'?t have (?:any )?(?:pets?|animals?)|do not have (?:any )?(?:pets?|animals?)|no (?:tengo|tenemos|hay) (?:mascotas?|animales|perros?|gatos?)|sin mascotas|ningun[oa]? mascota|none)\b/;
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

export const NONE_ANSWER =
  /^(?:(?:um+|uh+|well|oh|bueno|pues)[, ]+)?(no|nope|none|nothing|nah|not really|no,? (?:that'?s it|nothing|none)|nada|ninguna?o?|no,? nada|no hay|no tengo|n\/a)\b/;

/** A request with no description yet: "I have a problem", "I need a repair". */
export const GENERIC_REQUEST =
  /\b(i (?:have|got) (?:a|an) (?:problem|issue)|(?:i )?need (?:a )?(?:repair|maintenance|help|something fixed)|(?:maintenance|repair|work) (?:request|order)|report (?:a|an) (?:problem|issue|repair)|tengo (?:un|una) (?:problema|falla)|necesito (?:una reparacion|mantenimiento|ayuda|reportar)|(?:reportar|hacer) (?:un|una) (?:problema|solicitud|reporte)|solicitud de mantenimiento)\b/;

/** "Hello? Are you there?", "¿me escucha?": the caller checks that the line still works. */
const LINE_CHECK =
  /\b(are you (?:still )?there|you still there|is (?:anyone|anybody|someone) there|anybody there|hel+o+|can you hear me|do you hear me|did you (?:get|hear) (?:that|all that|me|it)|you got (?:that|it)|me (?:escucha|escuchas|oye|oyes|copia)|esta (?:ahi|alli)|sigues? (?:ahi|alli)|hay alguien|alo|bueno|oiga|oye)\b/g;

/** Only a line check, and nothing else to answer. */
export const isLineCheck = (n: string) => {
  const rest = n
    .replace(LINE_CHECK, ' ')
    .replace(/[^a-z0-9ñ ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return rest.length < n.split(/\s+/).filter(Boolean).length && rest.filter((w) => !/^(yes|yeah|ok|okay|so|sorry|si|pues|ya|perdon|and|y|uh|um|eh)$/.test(w)).length <= 1;
};

/** When will someone come: no time can be promised. */
export const WHEN_QUESTION =
  /\b(what time|when (?:will|would|can|are|is)|how (?:long|soon)|a que hora|cuando (?:vienen|van a venir|llega|llegan|vendran|viene)|cuanto (?:tiempo|tardan))\b/;

export const GREETING_ONLY =
  /^(?:hi|hello|hey|hola|good (?:morning|afternoon|evening)|buenos dias|buenas tardes|buenas noches|buenas|are you there|can you hear me|me escucha|me oye|sigue ahi|bueno)[!.,?\s]*(?:there|sarah|alli)?[!.,?\s]*$/;

export const FILLERS_START = /^(?:(?:yes|yeah|yep|sure|ok|okay|um+|uh+|well|so|oh|hi|hello|right|alright|si|claro|bueno|pues|este|ok|vale|hola)[,.!]?\s+)+/i;
