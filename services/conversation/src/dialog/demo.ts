/**
 * The landing page's demo employees and the demo company (a sample property manager,
 * America/New_York, Monday-Friday 9:00 AM - 5:00 PM). Their prompts are the agent service's templates
 * (property_management industry); this catalogue only says which template each one is and how the demo
 * company is set up.
 */
import type { AfterHours, Language } from './types';

export interface DemoEmployee {
  id: string;
  name: string;
  templateType: string;
  language: Language;
  title: string;
}

const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { id: 'sarah', name: 'Sarah', templateType: 'maintenance', language: 'en', title: 'Maintenance Coordinator' },
  { id: 'sofia', name: 'Sofia', templateType: 'maintenance', language: 'es', title: 'Maintenance Coordinator (Spanish)' },
  { id: 'marcus', name: 'Marcus', templateType: 'emergency', language: 'en', title: 'Emergency Dispatcher' },
  { id: 'diego', name: 'Diego', templateType: 'dispatch', language: 'en', title: 'Contractor Dispatcher' },
  { id: 'emma', name: 'Emma', templateType: 'leasing', language: 'en', title: 'Leasing Agent' },
  { id: 'james', name: 'James', templateType: 'collections', language: 'en', title: 'Collections Agent' },
];

/** Who takes a demo call the maintenance employees transfer as an emergency. */
export const DEMO_EMERGENCY_EMPLOYEE = 'marcus';

export function demoEmployee(id: string | undefined): DemoEmployee | undefined {
  const key = (id ?? '').trim().toLowerCase();
  return key ? DEMO_EMPLOYEES.find((e) => e.id === key) : undefined;
}

export const DEMO_INDUSTRY = 'property_management';

const KNOWLEDGE_BASE: Record<Language, string> = {
  en: `Office hours: The office is open Monday to Friday, 9:00 AM to 5:00 PM Eastern time, at 100 Maple Street, Suite 200, Springfield. Maintenance emergencies are handled 24 hours a day.
Rent: Rent is due on the 1st of each month. A $50 late fee applies to rent paid after the 5th.
Paying rent: You can pay rent online through the resident portal at portal.maplestreetpm.com, set up automatic payments (ACH) in the portal, or bring a check or money order to the office. We never take card or bank numbers over the phone.
Payment plans: If you are having trouble paying rent, call the office to ask about a payment arrangement; the property manager reviews each request.
Parking: Each apartment has one assigned parking space. Guests park in the visitor spaces marked V near the main entrance, for up to 48 hours.
Pets: Cats and dogs under 50 pounds are welcome, up to two per home, with a $300 pet deposit and $35 monthly pet rent. Assistance animals are always welcome and are not charged pet fees.
Laundry: Laundry rooms are on the ground floor of each building, open 7:00 AM to 10:00 PM.
Trash: Trash and recycling are picked up Tuesday and Friday mornings; bins go out by 7:00 AM.
Available homes: A one-bedroom at 24 Birch Avenue is available now for $1,450 a month. A two-bedroom at 310 Cedar Lane is available June 1 for $1,895 a month.
Showings: Showings are available Monday to Saturday, 10:00 AM to 6:00 PM, and the leasing team confirms every appointment.
Applications: The application fee is $45 per adult. The security deposit is one month's rent, and renters insurance is required.
Lockouts: If you are locked out after hours, call this line and the on-call team will help once they verify your identity.`,
  es: `Horario de oficina: La oficina abre de lunes a viernes, de 9:00 a. m. a 5:00 p. m., hora del Este, en 100 Maple Street, Suite 200, Springfield. Las emergencias de mantenimiento se atienden las 24 horas.
Renta: La renta vence el día 1 de cada mes. Se cobra un recargo de $50 si la renta se paga después del día 5.
Pago de la renta: Puede pagar la renta en línea en el portal de residentes portal.maplestreetpm.com, programar pagos automáticos (ACH) en el portal, o traer un cheque o giro postal a la oficina. Nunca tomamos números de tarjetas ni de cuentas bancarias por teléfono.
Acuerdos de pago: Si tiene dificultades para pagar la renta, llame a la oficina para pedir un acuerdo de pago; el administrador revisa cada solicitud.
Estacionamiento: Cada vivienda tiene un lugar de estacionamiento asignado. Las visitas se estacionan en los lugares marcados con V cerca de la entrada principal, hasta por 48 horas.
Mascotas: Se permiten gatos y perros de menos de 50 libras, hasta dos por vivienda, con un depósito de $300 y una renta mensual de $35 por mascota. Los animales de asistencia siempre son bienvenidos y no pagan cargos de mascota.
Lavandería: Las lavanderías están en la planta baja de cada edificio y abren de 7:00 a. m. a 10:00 p. m.
Basura: La basura y el reciclaje se recogen los martes y viernes por la mañana; los contenedores deben estar afuera a las 7:00 a. m.
Viviendas disponibles: Un departamento de una recámara en 24 Birch Avenue está disponible ahora por $1,450 al mes. Uno de dos recámaras en 310 Cedar Lane estará disponible el 1 de junio por $1,895 al mes.
Visitas: Las visitas se ofrecen de lunes a sábado, de 10:00 a. m. a 6:00 p. m., y el equipo de alquileres confirma cada cita.
Solicitudes: La solicitud cuesta $45 por adulto. El depósito de garantía es de un mes de renta y se requiere seguro de inquilino.
Llaves: Si se queda afuera fuera del horario de oficina, llame a esta línea y el equipo de guardia le ayudará después de verificar su identidad.`,
};

/**
 * The demo company. After hours the demo still does everything ('full'), so a visitor at night hears
 * the same conversation as one at noon; transfers are always allowed (the web app moves the call to the
 * emergency employee).
 */
export const DEMO_COMPANY = {
  name: 'Maple Street Property Management',
  address: '100 Maple Street, Suite 200, Springfield',
  phone: '',
  timezone: 'America/New_York',
  businessHours: 'Monday-Friday 9:00 AM - 5:00 PM',
  afterHours: 'full' as AfterHours,
  knowledgeBase: KNOWLEDGE_BASE,
} as const;
