import { z } from 'zod/mini';
import { fillTemplate, LIMITS, MESSAGES } from './constants';
import { postSchema } from './posts';
import { numberLike, rowIdText } from './fields';
import { coordinate } from './settings';

// --- GET /nearby/vendors and /nearby/products ---

/** A whole number from 1 to `max`; what is wrong is said as `message` (naming the field). */
const boundedNumber = (fallback: number, max: number, message: string) =>
  z._default(
    z.pipe(numberLike(message), z.number().check(z.int(message), z.gte(1, message), z.lte(max, message))),
    fallback,
  );
const radiusInvalid = fillTemplate(MESSAGES.radiusInvalid, { max: LIMITS.nearbyRadiusMaxKm });

/**
 * lat and lng are required; radius is in km (default 10, at most 20,000: the whole globe); category is a
 * category id (one that names nothing finds nothing). Pages of per_page results, nearest first.
 */
export const nearbyQuerySchema = z.object({
  lat: coordinate(90, MESSAGES.coordinatesInvalid),
  lng: coordinate(180, MESSAGES.coordinatesInvalid),
  radius: z._default(
    z.pipe(numberLike(radiusInvalid), z.number().check(z.gt(0, radiusInvalid), z.lte(LIMITS.nearbyRadiusMaxKm, radiusInvalid))),
    LIMITS.nearbyRadiusDefaultKm,
  ),
  category: z.optional(rowIdText(MESSAGES.categoryRequired)),
  page: boundedNumber(1, LIMITS.nearbyPageMax, fillTemplate(MESSAGES.pageOutOfRange, { max: LIMITS.nearbyPageMax })),
  per_page: boundedNumber(
    LIMITS.nearbyPageSizeDefault,
    LIMITS.nearbyPageSizeMax,
    fillTemplate(MESSAGES.pageSizeInvalid, { field: 'per_page', max: LIMITS.nearbyPageSizeMax }),
  ),
});
export type NearbyQuery = z.input<typeof nearbyQuerySchema>;
export type NearbyFilters = z.output<typeof nearbyQuerySchema>;

/** A store near the point: where it is (exact coordinates), how far (great-circle km), and who runs it. */
export const nearbyVendorSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profileimg: z.string(),
  marketname: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** Empty unless the store displays its phone. */
  phone: z.string(),
  display_phone: z.boolean(),
  verified: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  operational_radius: z.nullable(z.number()),
  distance_km: z.number(),
});
export type NearbyVendor = z.infer<typeof nearbyVendorSchema>;

/** A post (the feed's shape) and its distance; its position is its store's. */
export const nearbyProductSchema = z.extend(postSchema, { distance_km: z.number() });
export type NearbyProduct = z.infer<typeof nearbyProductSchema>;

const nearbyPage = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    results: z.array(item),
    page: z.number(),
    per_page: z.number(),
    has_next: z.boolean(),
    /** The radius searched, km. */
    radius: z.number(),
  });

export const nearbyVendorsAnswerSchema = nearbyPage(nearbyVendorSchema);
export type NearbyVendorsAnswer = z.infer<typeof nearbyVendorsAnswerSchema>;
export const nearbyProductsAnswerSchema = nearbyPage(nearbyProductSchema);
export type NearbyProductsAnswer = z.infer<typeof nearbyProductsAnswerSchema>;

// --- Countries, states and cities (the shipped data set, in the countries service's shape) ---

export const stateSchema = z.object({ name: z.string(), state_code: z.string() });
export const countrySchema = z.object({
  name: z.string(),
  iso2: z.string(),
  states: z.array(stateSchema),
});
export type Country = z.infer<typeof countrySchema>;

/** What `?states=` may ask: `none` lists the countries without their states (a few KB instead of 50 gzipped). */
export const COUNTRY_STATES_OPTIONS = ['none'] as const;

/**
 * GET /geo/countries (?country=NG for one): `data` lists countries with their states, by name;
 * ?states=none gives every country with `states: []`, for a list of names.
 */
export const countriesQuerySchema = z.object({
  country: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.cityMax))),
  states: z.optional(z.enum(COUNTRY_STATES_OPTIONS, { error: MESSAGES.countryStatesInvalid })),
});
export type CountriesQuery = z.input<typeof countriesQuerySchema>;
export const countriesAnswerSchema = z.object({
  error: z.literal(false),
  msg: z.string(),
  data: z.array(countrySchema),
});
export type CountriesAnswer = z.infer<typeof countriesAnswerSchema>;

/** POST /geo/cities {country, state} or GET with the same query: names or codes (NG, LA), any case. */
export const citiesPayloadSchema = z.object({
  country: z.string({ error: MESSAGES.unknownCountry }).check(z.trim(), z.minLength(1, MESSAGES.unknownCountry), z.maxLength(LIMITS.cityMax)),
  state: z.string({ error: MESSAGES.unknownState }).check(z.trim(), z.minLength(1, MESSAGES.unknownState), z.maxLength(LIMITS.cityMax)),
});
export type CitiesPayload = z.input<typeof citiesPayloadSchema>;

export const cityPlaceSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export const citiesAnswerSchema = z.object({
  error: z.literal(false),
  msg: z.string(),
  /** City names, sorted. */
  data: z.array(z.string()),
  /** The same cities with their coordinates. */
  cities: z.array(cityPlaceSchema),
});
export type CitiesAnswer = z.infer<typeof citiesAnswerSchema>;

// --- Address search and reverse geocoding ---

export const GEO_SOURCES = ['gazetteer', 'geocoder'] as const;

/** A place as Nominatim describes one (addressdetails), with numeric coordinates and where it came from. */
export const addressSuggestionSchema = z.object({
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  address: z.object({
    road: z.optional(z.string()),
    suburb: z.optional(z.string()),
    city: z.optional(z.string()),
    town: z.optional(z.string()),
    village: z.optional(z.string()),
    state: z.optional(z.string()),
    country: z.optional(z.string()),
    country_code: z.optional(z.string()),
    postcode: z.optional(z.string()),
  }),
  source: z.enum(GEO_SOURCES),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** GET /geo/search?q= (3 or more characters), at most `limit` (default 5) suggestions; countrycodes=ng,gh narrows. */
export const addressSearchQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.addressQueryTooShort })
    .check(
      z.trim(),
      z.minLength(LIMITS.addressSearchMinChars, MESSAGES.addressQueryTooShort),
      z.maxLength(LIMITS.addressQueryMax),
    ),
  limit: z._default(
    z.pipe(numberLike(MESSAGES.pageInvalid), z.number().check(z.int(), z.gte(1), z.lte(LIMITS.addressSuggestionsMax))),
    LIMITS.addressSuggestions,
  ),
  countrycodes: z.optional(z.string().check(z.trim(), z.regex(/^([a-z]{2})(,[a-z]{2}){0,9}$/i, MESSAGES.unknownCountry))),
});
export type AddressSearchQuery = z.input<typeof addressSearchQuerySchema>;

export const addressSearchAnswerSchema = z.object({ results: z.array(addressSuggestionSchema) });
export type AddressSearchAnswer = z.infer<typeof addressSearchAnswerSchema>;

/** GET /geo/reverse?lat=&lon= : the place there (404 when none lies within 100 km). */
export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate(90, MESSAGES.coordinatesInvalid),
  lon: coordinate(180, MESSAGES.coordinatesInvalid),
});
export const reverseGeocodeAnswerSchema = addressSuggestionSchema;

// --- GET /geo/ip ---

/**
 * Where the caller's address is, as the IP-location services answer (document 3's lookup result). Unknown
 * (empty texts, null coordinates, known false) on loopback and private addresses and without a provider.
 */
export const ipLocationAnswerSchema = z.object({
  ip: z.string(),
  known: z.boolean(),
  country: z.string(),
  countryCode: z.string(),
  regionName: z.string(),
  city: z.string(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
});
export type IpLocation = z.infer<typeof ipLocationAnswerSchema>;
