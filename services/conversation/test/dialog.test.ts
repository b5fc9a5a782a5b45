import { analyzeOffline } from '../src/dialog/analysis';
import { LINES } from '../src/dialog/types';
import { Call, CLOSED, dialogConfig, OPEN, ownerConfig } from './dialog-helpers';

describe('offline receptionist: maintenance intake', () => {
  it('English: collects every field, out of order and several at once, reads the number back, summarises and ends the call', async () => {
    const call = new Call(dialogConfig());
    const greeting = await call.start();
    expect(greeting.text).toBe(
      'Thank you for calling Maple Street Property Management, this is Sarah, an AI virtual assistant. This call may be recorded. How can I help you today?',
    );

    // Name, unit and issue at once: only the address is asked next.
    let r = await call.say('Hi, this is Jane Doe. The kitchen sink in unit 4B is leaking under the cabinet.');
    expect(r.text).toMatch(/^Thank you, Jane\./);
    expect(r.text).toMatch(/address/i);
    expect(r.text).not.toMatch(/unit or apartment/i);

    r = await call.say("It's 12 Oak Street");
    expect(r.text).toMatch(/callback phone number/i);

    r = await call.say('You can reach me at two one two, five five five, zero one three four');
    expect(r.text).toContain('I have 2 1 2, 5 5 5, 0 1 3 4. Is that correct?');

    // The tier comes from the taxonomy, not from asking the caller how urgent it is.
    r = await call.say("Yes, that's right");
    expect(r.text).not.toMatch(/How urgent is it/);
    expect(r.text).toMatch(/permission to enter/);

    r = await call.say("Yes, you can go in if I'm not home");
    expect(r.text).toMatch(/pets/);

    r = await call.say("We have a cat, she'll be locked in the bedroom");
    expect(r.text).toMatch(/access notes/i);

    r = await call.say('The gate code is 4321 and you can park in visitor parking');
    expect(r.text).toContain('Let me make sure I have everything: Jane Doe, at 12 Oak Street, Unit 4B; callback number 2 1 2, 5 5 5, 0 1 3 4.');
    expect(r.text).toContain('The issue: the kitchen sink in unit 4B is leaking under the cabinet (plumbing, routine).');
    expect(r.text).toContain('Maintenance may enter if nobody is home.');
    expect(r.text).toContain('Pets: a cat (will be secured during the visit).');
    expect(r.text).toContain('Access notes: The gate code is 4321 and you can park in visitor parking.');
    expect(r.text).toContain('Our maintenance team will contact you to schedule the visit.');
    expect(r.text).toMatch(/Is there anything else I can help you with\?$/);
    expect(r.events).toEqual([]);

    r = await call.say("No, that's everything. Thank you!");
    expect(r.text).toBe('Thank you for calling Maple Street Property Management. Have a good day, goodbye!');
    expect(r.events).toEqual([{ type: 'end', reason: 'completed' }]);

    // The transcript yields the whole work order.
    expect(analyzeOffline(call.transcript(), 'en').request).toEqual({
      tenantName: 'Jane Doe',
      propertyAddress: '12 Oak Street',
      unit: '4B',
      callbackPhone: '+12125550134',
      issueSummary: 'The kitchen sink in unit 4B is leaking under the cabinet',
      category: 'plumbing',
      urgency: 'routine',
      permissionToEnter: true,
      pets: 'a cat (will be secured during the visit)',
      accessNotes: 'The gate code is 4321 and you can park in visitor parking',
      summary: expect.stringContaining('Jane Doe reported at 12 Oak Street, unit 4B: The kitchen sink in unit 4B is leaking under the cabinet.'),
    });
  });

  it('Spanish: the same intake, urgency understood from the issue, and a Spanish summary', async () => {
    const call = new Call(dialogConfig({ language: 'es', agentName: 'Sofia', employee: 'sofia' }));
    const greeting = await call.start();
    expect(greeting.text).toBe(
      'Gracias por llamar a Maple Street Property Management, le atiende Sofia, asistente virtual con inteligencia artificial. Esta llamada puede ser grabada. ¿En qué le puedo ayudar?',
    );

    let r = await call.say('Hola, me llamo María López y el calentador de agua no funciona, no tenemos agua caliente');
    expect(r.text).toMatch(/^Gracias, María\./);
    expect(r.text).toContain('¿Cuál es la dirección de la propiedad?');

    r = await call.say('Vivo en la calle Roble número 45, apartamento 3B');
    expect(r.text).toContain('¿Cuál es el mejor número de teléfono para devolverle la llamada?');

    r = await call.say('Mi teléfono es tres cero cinco, cinco cinco cinco, cero uno nueve nueve');
    expect(r.text).toContain('Tengo el número 3 0 5, 5 5 5, 0 1 9 9. ¿Es correcto?');

    r = await call.say('Sí, es correcto');
    // "no tenemos agua caliente" is urgent: no urgency question.
    expect(r.text).toContain('¿tenemos su permiso para entrar');

    r = await call.say('Sí, pueden entrar aunque no esté');
    expect(r.text).toContain('¿Hay mascotas en la vivienda');

    r = await call.say('Tenemos un perro pequeño, lo vamos a encerrar');
    expect(r.text).toContain('¿Alguna indicación de acceso');

    r = await call.say('El código del portón es 2580');
    expect(r.text).toContain('Confirmo lo que anoté: María López, en 45 Roble Street, Unidad 3B; número para devolver la llamada: 3 0 5, 5 5 5, 0 1 9 9.');
    expect(r.text).toContain('(plomería, urgente)');
    expect(r.text).toContain('El personal de mantenimiento puede entrar si no hay nadie.');
    expect(r.text).toContain('Mascotas: un perro (encerrados durante la visita).');
    expect(r.text).toContain('Notas de acceso: El código del portón es 2580.');
    expect(r.text).toContain('Como es urgente');
    expect(r.text).toMatch(/¿Hay algo más en lo que le pueda ayudar\?$/);

    r = await call.say('No, eso es todo, gracias');
    expect(r.text).toBe('Gracias por llamar a Maple Street Property Management. ¡Que tenga un buen día, adiós!');
    expect(r.events).toEqual([{ type: 'end', reason: 'completed' }]);

    const order = analyzeOffline(call.transcript(), 'es').request;
    expect(order).toMatchObject({
      tenantName: 'María López',
      propertyAddress: '45 Roble Street',
      unit: '3B',
      callbackPhone: '+13055550199',
      category: 'plumbing',
      urgency: 'urgent',
      permissionToEnter: true,
      pets: 'un perro (encerrados durante la visita)',
      accessNotes: 'El código del portón es 2580',
    });
    expect(order.issueSummary).toBe('El calentador de agua no funciona, no tenemos agua caliente');
    expect(order.summary).toMatch(/^María López reportó en 45 Roble Street, unidad 3B/);
  });

  it('everything in one breath goes straight to the readback; a wrong number is asked again', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    let r = await call.say("Hi, I'm Tom Baker at 310 Cedar Lane apartment 2, my number is 917-555-0111, and my dishwasher stopped working");
    expect(r.text).toBe('Thank you, Tom. I have 9 1 7, 5 5 5, 0 1 1 1. Is that correct?');
    r = await call.say("No, that's wrong");
    expect(r.text).toMatch(/callback phone number/);
    r = await call.say("It's 917 555 0112");
    expect(r.text).toContain('I have 9 1 7, 5 5 5, 0 1 1 2. Is that correct?');
  });
});

describe('offline receptionist: emergencies', () => {
  it('English: a flood takes the essentials, then the fixed transfer line (last) and a transfer request with the details', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    let r = await call.say("There's water pouring through my bathroom ceiling and it won't stop!");
    expect(r.text).toContain("I understand, that's an emergency and we'll treat it as one.");
    expect(r.text).toContain('shut-off valve');
    expect(r.text).not.toContain('911');
    expect(r.text).toMatch(/What is your name\?$/);

    r = await call.say('John Smith');
    expect(r.text).toContain("What's the address, including the unit number?");
    r = await call.say('45 Maple Avenue, apartment 12');
    expect(r.text).toContain("What's the best callback phone number to reach you?");
    r = await call.say('646 555 0188');
    expect(r.text).toBe("Got it. I have your callback number as 6 4 6, 5 5 5, 0 1 8 8. I'm transferring you to our emergency team now.");
    expect(r.text.endsWith(LINES.emergencyTransfer.en)).toBe(true);
    expect(r.events).toEqual([
      {
        type: 'transfer',
        reason: 'emergency',
        details: {
          clientName: 'John Smith',
          address: '45 Maple Avenue, Unit 12',
          phone: '+16465550188',
          issueSummary: "There's water pouring through my bathroom ceiling and it won't stop",
        },
        transferNumber: '',
        targetEmployee: 'marcus',
      },
    ]);
    expect(analyzeOffline(call.transcript(), 'en')).toMatchObject({ emergency: true, missing: [], request: { urgency: 'emergency', category: 'plumbing' } });
  });

  it("a phone caller who gives no number gets the caller's number as the callback; a spoken number wins", async () => {
    const call = new Call(dialogConfig());
    await call.start();
    await call.say("Hi, this is Ana Lopez at 9 Birch Road. My dishwasher won't drain.");
    const fromPhone = analyzeOffline(call.transcript(), 'en', { callerPhone: '+1 (512) 555-0199' }).request;
    expect(fromPhone.callbackPhone).toBe('+15125550199');
    expect(fromPhone.summary).toContain('Callback number: (512) 555-0199.');
    expect(analyzeOffline(call.transcript(), 'en', { callerPhone: 'browser' }).request.callbackPhone).toBe('');
    await call.say('You can reach me at 212 555 0134');
    expect(analyzeOffline(call.transcript(), 'en', { callerPhone: '+15125550199' }).request.callbackPhone).toBe('+12125550134');
  });

  it('"thank God" is no goodbye: the intake goes on', async () => {
    const es = new Call(dialogConfig({ language: 'es', agentName: 'Sofia', employee: 'sofia' }));
    await es.start();
    await es.say('El barandal de la escalera de afuera está flojo.');
    expect((await es.say('No, gracias a Dios nadie se ha caído, pero me da miedo.')).events).toEqual([]);
    const en = new Call(dialogConfig());
    await en.start();
    await en.say('The railing on the back steps is loose.');
    expect((await en.say('No, thank God nobody fell, but it scares me.')).events).toEqual([]);
  });

  it('Spanish: a gas smell with everything at once: 911 first, safety steps, the readback and the fixed line', async () => {
    const call = new Call(dialogConfig({ language: 'es', agentName: 'Sofia', employee: 'sofia' }));
    await call.start();
    const r = await call.say('¡Huele a gas en mi cocina! Soy Pedro Ramírez, vivo en 77 Cedar Lane, unidad 5, mi número es 718 555 0123');
    expect(r.text).toContain('llame al 911');
    expect(r.text).toContain('salga de la vivienda ahora mismo sin encender ni apagar luces');
    expect(r.text).toContain('Tengo su número para devolverle la llamada: 7 1 8, 5 5 5, 0 1 2 3.');
    expect(r.text.endsWith('Le voy a transferir con nuestro equipo de emergencias ahora.')).toBe(true);
    expect(r.events).toEqual([
      {
        type: 'transfer',
        reason: 'emergency',
        details: { clientName: 'Pedro Ramírez', address: '77 Cedar Lane, Unidad 5', phone: '+17185550123', issueSummary: expect.stringMatching(/^Huele a gas en mi cocina/) },
        transferNumber: '',
        targetEmployee: 'marcus',
      },
    ]);
  });

  it("an owner's agent transfers to its transfer number; without transfer it takes a message and says so", async () => {
    const transferring = new Call(ownerConfig({ transfer: { enabled: true, number: '+12125551234' } }));
    await transferring.start();
    const t = await transferring.say('My carbon monoxide alarm is going off. I am Ann Lee, 9 Birch Road, it is a house, call me at 415 555 0100');
    expect(t.text).toContain('call 911');
    expect(t.text).toContain('fresh air');
    expect(t.events).toEqual([
      {
        type: 'transfer',
        reason: 'emergency',
        details: { clientName: 'Ann Lee', address: '9 Birch Road', phone: '+14155550100', issueSummary: expect.any(String) },
        transferNumber: '+12125551234',
      },
    ]);

    const messaging = new Call(ownerConfig());
    await messaging.start();
    const m = await messaging.say('My carbon monoxide alarm is going off. I am Ann Lee, 9 Birch Road, it is a house, call me at 415 555 0100');
    expect(m.events).toEqual([]);
    expect(m.text).toContain("I'm not able to transfer the call right now, so they'll call you back at 4 1 5, 5 5 5, 0 1 0 0.");
    expect(m.text).not.toContain(LINES.emergencyTransfer.en);
    expect(m.text).toMatch(/permission to enter/);
  });

  it('the emergency employee picks up a transferred call with what is known, and finishes it himself', async () => {
    const sarah = new Call(dialogConfig());
    await sarah.start();
    await sarah.say('There is smoke coming from the outlet in my bedroom');
    await sarah.say('Lisa Park');
    await sarah.say('88 Pine Street, unit 7');
    const last = await sarah.say('my number is 212 555 0177');
    expect(last.events[0]).toMatchObject({ type: 'transfer', reason: 'emergency' });

    const marcus = new Call(dialogConfig({ employee: 'marcus', agentName: 'Marcus', templateType: 'emergency' }), OPEN, undefined, sarah.conversation.history);
    let r = await marcus.start();
    expect(r.text).toMatch(
      /^Hi Lisa, this is Marcus with the Maple Street Property Management emergency team\. I have your details: there is smoke coming from the outlet in my bedroom at 88 Pine Street, Unit 7, and I can reach you at 2 1 2, 5 5 5, 0 1 7 7\./,
    );
    expect(r.text).toMatch(/Is anyone hurt, and is everyone safe right now\?$/);
    r = await marcus.say("We're all outside, nobody is hurt");
    expect(r.text).toMatch(/permission to enter/);
    await marcus.say('Yes they can go in');
    await marcus.say('No pets at all');
    r = await marcus.say('No, nothing else');
    expect(r.text).toContain("I've logged this as an emergency and our on-call team has been notified; they'll call you at 2 1 2, 5 5 5, 0 1 7 7.");
    expect(r.events).toEqual([]);
    r = await marcus.say('No, thank you');
    expect(r.events).toEqual([{ type: 'end', reason: 'completed' }]);
  });
});

describe('offline receptionist: questions, people, hours', () => {
  it('answers from the knowledge base in English and Spanish, then goes back to the intake', async () => {
    const en = new Call(dialogConfig());
    await en.start();
    let r = await en.say('Where can my guests park?');
    expect(r.text).toContain('Guests park in the visitor spaces marked V near the main entrance, for up to 48 hours.');
    r = await en.say('And how do I pay my rent?');
    expect(r.text).toContain('resident portal at portal.maplestreetpm.com');

    const es = new Call(dialogConfig({ language: 'es' }));
    await es.start();
    r = await es.say('¿Se permiten mascotas?');
    expect(r.text).toContain('Se permiten gatos y perros de menos de 50 libras');

    // An English knowledge base answers a Spanish caller, said to come from the office's information.
    const mixed = new Call(ownerConfig({ language: 'es', knowledgeBase: 'Parking: Residents park in the garage under the building. Laundry is on the second floor.' }));
    await mixed.start();
    r = await mixed.say('¿Dónde puedo estacionar mi carro?');
    expect(r.text).toContain('Según la información de la oficina: Residents park in the garage under the building.');

    r = await mixed.say('¿Tienen gimnasio?');
    expect(r.text).toContain('No tengo esa información, pero le pasaré su pregunta al equipo.');
  });

  it('answers office hours from the configuration and says whether the office is open', async () => {
    const call = new Call(ownerConfig({ businessHours: 'Mon-Fri 8am-6pm' }), CLOSED);
    await call.start();
    const r = await call.say('What are your office hours?');
    expect(r.text).toContain('Our office hours are Mon-Fri 8am-6pm, Eastern time. The office is closed right now.');
  });

  it('a request for a person is transferred when transfer is on, otherwise a message is taken', async () => {
    const on = new Call(ownerConfig({ transfer: { enabled: true, number: '+12125551234' } }));
    await on.start();
    let r = await on.say('Can I speak to a real person please?');
    expect(r.text).toBe("Of course. I'm transferring you to a member of our team now.");
    expect(r.events).toEqual([{ type: 'transfer', reason: 'human', details: { clientName: '', address: '', phone: '', issueSummary: '' }, transferNumber: '+12125551234' }]);

    const off = new Call(dialogConfig({ language: 'es' }));
    await off.start();
    r = await off.say('Quiero hablar con una persona');
    expect(r.events).toEqual([]);
    expect(r.text).toContain('En este momento no puedo transferirle con una persona, pero tomaré un mensaje');
  });

  it('says it is an AI when asked', async () => {
    const call = new Call(dialogConfig());
    await call.start();
    const r = await call.say('Wait, am I talking to a real person?');
    expect(r.text).toContain("I'm Sarah, Maple Street Property Management's virtual assistant, an AI.");
  });
});

describe('offline receptionist: after hours', () => {
  const closedOwner = (afterHours: 'voicemail' | 'emergency' | 'limited' | 'full', language: 'en' | 'es' = 'en') =>
    ownerConfig({ afterHours, language, transfer: { enabled: true, number: '+12125551234' } });

  it('voicemail: takes a message for business hours (English)', async () => {
    const call = new Call(closedOwner('voicemail'), CLOSED);
    const g = await call.start();
    expect(g.text).toContain('Our office is closed right now, but I can take a message and the team will call you back during business hours.');
    let r = await call.say('Hi, this is Sam Green, my toilet keeps running all night');
    expect(r.text).toMatch(/callback phone number/);
    await call.say('347 555 0142');
    r = await call.say('Yes, correct');
    expect(r.text).toMatch(/address/);
    r = await call.say('200 Elm Street, apartment 3');
    expect(r.text).toContain('The team will call you back during business hours.');
    expect(r.text).not.toMatch(/permission|pets/);
  });

  it('voicemail: the same in Spanish', async () => {
    const call = new Call(closedOwner('voicemail', 'es'), CLOSED);
    const g = await call.start();
    expect(g.text).toContain('En este momento la oficina está cerrada, pero puedo tomar un mensaje');
    await call.say('Hola, soy Ana Ruiz y la estufa no prende');
    await call.say('Mi número es 786 555 0133');
    await call.say('Sí, es correcto');
    const r = await call.say('Calle Olmo 12, casa sola, no tiene unidad');
    expect(r.text).toContain('El equipo le devolverá la llamada en horario de oficina.');
  });

  it('emergency-only: anything else is told to call back in business hours and the call ends; emergencies are handled (Spanish)', async () => {
    const call = new Call(closedOwner('emergency', 'es'), CLOSED);
    const g = await call.start();
    expect(g.text).toContain('fuera de horario esta línea solo atiende emergencias. ¿Se trata de una emergencia?');
    const r = await call.say('No, solo quería preguntar por mi contrato');
    expect(r.text).toContain('Eso no parece una emergencia, así que lo mejor es que vuelva a llamar en horario de oficina: Monday-Friday 9:00 AM - 5:00 PM, hora del Este.');
    expect(r.events).toEqual([{ type: 'end', reason: 'after_hours' }]);

    const urgent = new Call(closedOwner('emergency', 'es'), CLOSED);
    await urgent.start();
    const e = await urgent.say('Sí, hay chispas saliendo del enchufe de la cocina');
    expect(e.text).toContain('aléjese, no lo toque y no le eche agua');
    expect(e.text).toContain('¿Cuál es su nombre?');
  });

  it('emergency-only in English', async () => {
    const call = new Call(closedOwner('emergency'), CLOSED);
    await call.start();
    const r = await call.say('My dishwasher is making a weird noise');
    expect(r.text).toContain("That doesn't sound like an emergency, so the best thing is to call back during business hours");
    expect(r.events).toEqual([{ type: 'end', reason: 'after_hours' }]);
  });

  it('limited: takes the request for the next business day; a caller who asks for a person is still put through', async () => {
    const call = new Call(closedOwner('limited'), CLOSED);
    const g = await call.start();
    expect(g.text).toContain('the team will follow up on the next business day');
    const r = await call.say('I want to talk to the property manager');
    expect(r.events).toEqual([expect.objectContaining({ type: 'transfer', reason: 'human', transferNumber: '+12125551234' })]);
    expect(r.text).toContain("I'm transferring you to a member of our team now.");
  });

  it('full: the same service as in hours, transfer to a person included', async () => {
    const call = new Call(closedOwner('full'), CLOSED);
    const g = await call.start();
    expect(g.text).not.toContain('closed');
    const r = await call.say('Let me speak to someone from the office');
    expect(r.events).toMatchObject([{ type: 'transfer', reason: 'human', transferNumber: '+12125551234' }]);
  });
});
