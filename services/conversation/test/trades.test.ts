// The trade a work order is filed under, as a property manager files it: the building's bones are structural,
// finishes and hardware are general repairs, and a fall takes the trade of what gave way.
import { scriptedRequest } from './dialog-helpers';

const filed = async (lines: string[], language: 'en' | 'es' = 'en') => {
  const { category, urgency } = await scriptedRequest(lines, language);
  return { category, urgency };
};

describe('the trade of a work order', () => {
  it.each([
    [['the paint above my shower is peeling off in big flakes from the steam'], 'general'],
    [['se está despegando la pintura del techo del baño por el vapor'], 'general'],
    [['the grout around the tub has black mold on it'], 'general'],
    [['my closet door keeps sliding off its track'], 'general'],
    [['there is a thin crack in the plaster over my bedroom doorway'], 'general'],
    [['I keep finding droppings behind the stove and something scratches in the wall at night'], 'pest'],
    [['creo que hay murciélagos en el ático, se oyen al atardecer'], 'pest'],
    [['the back porch steps are rotting and one of them is loose'], 'structural'],
  ] as const)('%j → %s', async (lines, category) => {
    expect((await filed([...lines], /[áéíóúñ]|creo|hay/.test(lines[0]) ? 'es' : 'en')).category).toBe(category);
  });

  it('a fall takes the trade of what gave way', async () => {
    expect(await filed(['the balcony railing broke when my dad leaned on it and he fell, his leg is bleeding'])).toEqual({ category: 'structural', urgency: 'life_safety' });
  });

  it('outlets dead in some rooms while others work are a circuit, urgent', async () => {
    expect((await filed(['half the outlets in my place quit, the bedrooms are dead but the kitchen is fine'])).urgency).toBe('urgent');
    expect((await filed(['los contactos de la recámara dejaron de funcionar, lo demás de la casa sí tiene luz'], 'es')).urgency).toBe('urgent');
    expect((await filed(['the light in my hallway ceiling burned out and I cannot reach it'])).urgency).toBe('routine');
  });
});
