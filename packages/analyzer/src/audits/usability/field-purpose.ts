// What a form field asks for, guessed from its autocomplete token, name, id, label and placeholder.
// Shared by input-types (the keyboard a phone shows) and input-autocomplete (WCAG 1.3.5).
import type { FormField } from '../../gatherers/usability/form-fields';

export type FieldPurpose =
  | 'email'
  | 'tel'
  | 'url'
  | 'quantity'
  | 'given-name'
  | 'family-name'
  | 'name'
  | 'username'
  | 'organization'
  | 'street-address'
  | 'postal-code'
  | 'address-level2'
  | 'country'
  | 'bday'
  | 'cc-number'
  | 'password';

// Order matters: specific purposes before the generic "name". Words in English, German, Spanish, French.
const RULES: Array<[FieldPurpose, RegExp]> = [
  ['email', /\b(e ?mail|courriel|correo)\b/],
  ['tel', /\b(tel|telephone|phone|mobile|cell|telefon|telefono|teléfono|téléphone|handy|movil|móvil|portable)\b/],
  ['url', /\b(url|website|web site|homepage|webseite|sitio web|site web)\b/],
  ['cc-number', /\b(card number|cc number|ccnum|kartennummer|numero de tarjeta|numéro de carte)\b/],
  ['password', /\b(password|passwort|contraseña|mot de passe)\b/],
  ['username', /\b(user ?name|login|benutzername|usuario|identifiant)\b/],
  ['given-name', /\b(first ?name|given ?name|fname|forename|vorname|nombre de pila|prénom|prenom)\b/],
  ['family-name', /\b(last ?name|family ?name|surname|lname|nachname|apellidos?|nom de famille)\b/],
  ['organization', /\b(company|organi[sz]ation|firma|unternehmen|empresa|société|societe|entreprise)\b/],
  ['postal-code', /\b(zip|zip ?code|postcode|postal ?code|plz|postleitzahl|código postal|code postal)\b/],
  ['address-level2', /\b(city|town|stadt|ort|ciudad|ville)\b/],
  ['street-address', /\b(address|street|straße|strasse|dirección|direccion|adresse|rue)\b/],
  ['country', /\b(country|land|país|pais|pays)\b/],
  ['bday', /\b(birthday|date of birth|birth ?date|dob|geburtsdatum|fecha de nacimiento|date de naissance)\b/],
  ['quantity', /\b(quantity|qty|amount|anzahl|menge|cantidad|quantité|quantite)\b/],
  ['name', /\b(name|full ?name|your ?name|nom|nombre)\b/],
];

/** Tokens of the HTML autocomplete attribute that name a purpose we recognise. */
const AUTOCOMPLETE_PURPOSE: Record<string, FieldPurpose> = {
  email: 'email',
  tel: 'tel',
  'tel-national': 'tel',
  url: 'url',
  name: 'name',
  'given-name': 'given-name',
  'family-name': 'family-name',
  username: 'username',
  organization: 'organization',
  'street-address': 'street-address',
  'address-line1': 'street-address',
  'postal-code': 'postal-code',
  'address-level2': 'address-level2',
  country: 'country',
  'country-name': 'country',
  bday: 'bday',
  'cc-number': 'cc-number',
  'current-password': 'password',
  'new-password': 'password',
};

/** The autocomplete token naming a purpose (`shipping email` → `email`), or null for on/off/absent. */
export function autocompleteToken(field: FormField): string | null {
  const tokens = (field.autocomplete ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const last = tokens.at(-1);
  return last && last !== 'on' && last !== 'off' ? last : null;
}

function words(s: string): string {
  return s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-[\].:*]+/g, ' ')
    .toLowerCase();
}

export function fieldPurpose(field: FormField): FieldPurpose | null {
  const token = autocompleteToken(field);
  if (token && AUTOCOMPLETE_PURPOSE[token]) return AUTOCOMPLETE_PURPOSE[token];
  if (field.type === 'email' || field.type === 'tel' || field.type === 'url' || field.type === 'password') return field.type;
  const hints = words([field.name, field.id, field.labelText, field.ariaLabel, field.placeholder, field.title].join(' '));
  return RULES.find(([, re]) => re.test(hints))?.[0] ?? null;
}
