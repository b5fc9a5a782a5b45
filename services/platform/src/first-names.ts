/**
 * Common first names in English and Spanish by the gender they are usually given to, so an AI employee
 * named "Sarah" starts with a woman's voice and portrait. Accents and case are ignored when looking up.
 */
const FEMALE = `sarah sara sofia sophia sofie emma olivia ava isabella mia amelia harper evelyn abigail emily ella
elizabeth camila luna mila aria scarlett penelope layla chloe victoria madison eleanor grace nora zoey
hannah hazel lily ellie violet lillian zoe stella aurora natalie emilia everly leah aubrey willow addison lucy
audrey bella claire skylar anna samantha caroline kennedy allison maya sadie alice gabriella madelyn ariana
ruby eva serenity autumn  piper naomi valentina elena rachel jessica jennifer linda susan karen nancy
lisa betty margaret sandra ashley kimberly donna michelle dorothy carol amanda melissa deborah stephanie
rebecca laura sharon cynthia kathleen amy shirley angela helen brenda pamela nicole katherine christine
debra janet catherine maria heather diane julie joyce kelly christina joan evelyn judith megan cheryl
andrea martha kathryn alexis jacqueline teresa gloria ann frances marie alicia beatriz carmen lucia lucía
valeria daniela mariana ximena paula fernanda gabriela carolina natalia guadalupe rosa juana veronica
monica patricia adriana claudia silvia alejandra diana elisa irene julia ines inés marta pilar raquel
rocio rocío yolanda esperanza dolores mercedes beatrice jade tiffany brittany courtney danielle erin kayla
vanessa whitney crystal tanya wendy yvonne jasmine destiny kate katie molly sue liz beth jen jenny kim pam deb
debbie barb peggy becky meg maggie cathy kathy lupe lupita chela rosy paty lety`;

const MALE = `michael james john robert david william richard joseph thomas charles christopher daniel matthew
anthony mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason
jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory
alexander frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter
kyle ethan walter noah jeremy christian keith roger terry gerald harold sean austin carl arthur lawrence
dylan jesse bryan billy joe bruce gabriel logan albert willie alan juan wayne elijah randy roy
vincent ralph eugene russell bobby mason philip louis liam oliver lucas leo luke owen caleb isaac hunter
marcus diego mateo carlos javier miguel luis jorge pedro pablo alejandro fernando ricardo eduardo manuel
francisco antonio rafael sergio andres andrés emilio santiago sebastian sebastián nicolas nicolás tomas
tomás ignacio martin martín hector héctor raul raúl ramon ramón enrique alberto arturo roberto gustavo
oscar óscar victor víctor hugo ivan iván joaquin joaquín felipe julio cesar césar rodrigo gonzalo
marco max maxwell michel luca joel noel ezra jamal darnell tyrone malik andre dante ray rob bob mike dave
tony jim jimmy tom tommy steve ed eddie earl ron ben sam nick rick ricky chris pat dan danny matt
jeff greg ken chuck hank gus manny chuy pepe paco rigo beto lalo nacho toño`;

const table = (names: string) => new Set(names.split(/\s+/).filter(Boolean).map(plain));

function plain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const FEMALE_NAMES = table(FEMALE);
const MALE_NAMES = table(MALE);

/** The gender a first name is usually given to (its first word), or undefined when it is not known. */
export function genderOfFirstName(name: string): 'MALE' | 'FEMALE' | undefined {
  const first = plain(name.trim().split(/[\s,.]+/)[0] ?? '');
  if (!first) return undefined;
  if (FEMALE_NAMES.has(first)) return 'FEMALE';
  if (MALE_NAMES.has(first)) return 'MALE';
  return undefined;
}
