/** The demo set's people: vendors across six Nigerian cities (with store coordinates) and a few buyers. */

export type DemoCity = { city: string; state: string; latitude: number; longitude: number; area: string };

export const DEMO_CITIES = {
  lagos: { city: 'Lagos', state: 'Lagos', latitude: 6.4541, longitude: 3.3947, area: 'Lagos Island' },
  ikeja: { city: 'Ikeja', state: 'Lagos', latitude: 6.6018, longitude: 3.3515, area: 'Ikeja' },
  lekki: { city: 'Lekki', state: 'Lagos', latitude: 6.4698, longitude: 3.5852, area: 'Lekki Phase 1' },
  abuja: { city: 'Abuja', state: 'FCT', latitude: 9.0765, longitude: 7.3986, area: 'Wuse II' },
  portHarcourt: { city: 'Port Harcourt', state: 'Rivers', latitude: 4.8156, longitude: 7.0498, area: 'GRA Phase 2' },
  ibadan: { city: 'Ibadan', state: 'Oyo', latitude: 7.3775, longitude: 3.947, area: 'Bodija' },
  kano: { city: 'Kano', state: 'Kano', latitude: 12.0022, longitude: 8.592, area: 'Sabon Gari' },
  enugu: { city: 'Enugu', state: 'Enugu', latitude: 6.4584, longitude: 7.5464, area: 'Ogbete' },
} satisfies Record<string, DemoCity>;

export type DemoVendor = {
  username: string;
  firstName: string;
  lastName: string;
  marketname: string;
  street: string;
  place: DemoCity;
  bio: string;
  bank: string;
  /** Category ids this vendor sells in (document 2's 1-27). */
  categories: readonly number[];
  displayPhone: boolean;
  allowComments: boolean;
  /** Several pictures per post; without it each post has at most one. */
  allowMultiImage: boolean;
  /** The store's verified badge. */
  verified: boolean;
  phone: string;
};

export type DemoBuyer = { username: string; firstName: string; lastName: string; place: DemoCity; bio: string; phone: string };

const C = DEMO_CITIES;

export const DEMO_VENDORS: readonly DemoVendor[] = [
  { username: 'ada_fabrics', firstName: 'Ada', lastName: 'Okafor', marketname: "Ada's Fabrics", street: '12 Balogun Market Road', place: C.lagos, bio: 'Ankara and aso-oke fabrics, tailoring on request.', bank: 'First Bank of Nigeria', categories: [2, 10], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348031234567' },
  { username: 'chinedu_gadgets', firstName: 'Chinedu', lastName: 'Eze', marketname: 'Chinedu Gadgets Hub', street: '4 Ogbete Main Market', place: C.enugu, bio: 'Phones, laptops and accessories with warranty.', bank: 'Access Bank', categories: [1, 11], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348059876543' },
  { username: 'ngozi_kitchen', firstName: 'Ngozi', lastName: 'Amadi', marketname: "Ngozi's Kitchen", street: '27 Aba Road', place: C.portHarcourt, bio: 'Home-cooked soups and small chops, delivered across Port Harcourt.', bank: 'Zenith Bank', categories: [9, 23], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348024455667' },
  { username: 'bisi_beauty', firstName: 'Bisi', lastName: 'Adeyemi', marketname: 'Bisi Beauty Lounge', street: '8 Allen Avenue', place: C.ikeja, bio: 'Shea butter, black soap and skincare made in Nigeria.', bank: 'GTBank', categories: [4], displayPhone: false, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348123456780' },
  { username: 'musa_autos', firstName: 'Musa', lastName: 'Ibrahim', marketname: 'Musa Auto Parts', street: '15 Murtala Mohammed Way', place: C.kano, bio: 'Genuine spare parts for Toyota, Honda and Peugeot.', bank: 'Jaiz Bank', categories: [7, 13], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348065432198' },
  { username: 'emeka_homes', firstName: 'Emeka', lastName: 'Nwosu', marketname: 'Emeka Home & Living', street: '22 Aminu Kano Crescent', place: C.abuja, bio: 'Furniture, kitchenware and décor for modern homes.', bank: 'UBA', categories: [3, 11], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348091122334' },
  { username: 'funke_kids', firstName: 'Funke', lastName: 'Ogunleye', marketname: 'Funke Kiddies Store', street: '3 Bodija Market Lane', place: C.ibadan, bio: 'Clothes, toys and school supplies for little ones.', bank: 'Wema Bank', categories: [8, 14], displayPhone: true, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348033344556' },
  { username: 'tobi_fitness', firstName: 'Tobi', lastName: 'Akande', marketname: 'Tobi Fit Studio', street: '5 Admiralty Way', place: C.lekki, bio: 'Personal training, gym gear and wellness coaching.', bank: 'Kuda Bank', categories: [5, 21], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2349012345678' },
  { username: 'halima_books', firstName: 'Halima', lastName: 'Yusuf', marketname: 'Halima Books & Stationery', street: '11 Zoo Road', place: C.kano, bio: 'Textbooks, novels and office supplies.', bank: 'Sterling Bank', categories: [6, 11, 25], displayPhone: false, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348067711223' },
  { username: 'obinna_web', firstName: 'Obinna', lastName: 'Okeke', marketname: 'Obinna Digital Studio', street: '9 Independence Layout', place: C.enugu, bio: 'Websites, online stores and digital marketing for small businesses.', bank: 'Fidelity Bank', categories: [15, 16, 17], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348145566778' },
  { username: 'kemi_lens', firstName: 'Kemi', lastName: 'Balogun', marketname: 'Kemi Lens Photography', street: '14 Adeola Odeku Street', place: C.lagos, bio: 'Weddings, portraits and product photography.', bank: 'GTBank', categories: [18, 23], displayPhone: true, allowComments: false, allowMultiImage: true, verified: true, phone: '+2348029988776' },
  { username: 'sani_pets', firstName: 'Sani', lastName: 'Abdullahi', marketname: 'Sani Pet Corner', street: '2 Ahmadu Bello Way', place: C.abuja, bio: 'Pet food, accessories and grooming.', bank: 'Union Bank', categories: [12], displayPhone: true, allowComments: true, allowMultiImage: false, verified: false, phone: '+2348076655443' },
  { username: 'blessing_jewels', firstName: 'Blessing', lastName: 'Etim', marketname: 'Blessing Jewels', street: '30 Trans-Amadi Road', place: C.portHarcourt, bio: 'Coral beads, gold-plated sets and bridal jewellery.', bank: 'Zenith Bank', categories: [10, 2], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348037766554' },
  { username: 'yemi_legal', firstName: 'Yemi', lastName: 'Oladipo', marketname: 'Oladipo & Co. Legal', street: '6 Ring Road', place: C.ibadan, bio: 'Company registration, tenancy and contract reviews.', bank: 'First Bank of Nigeria', categories: [24, 20, 27], displayPhone: false, allowComments: true, allowMultiImage: false, verified: true, phone: '+2348058899001' },
  { username: 'chioma_cleaning', firstName: 'Chioma', lastName: 'Uche', marketname: 'SparkleClean Services', street: '18 Admiralty Road', place: C.lekki, bio: 'Home, office and post-construction cleaning.', bank: 'Access Bank', categories: [22], displayPhone: true, allowComments: true, allowMultiImage: false, verified: false, phone: '+2349023344556' },
  { username: 'ibrahim_repairs', firstName: 'Ibrahim', lastName: 'Garba', marketname: 'Fix-It Ibrahim', street: '7 Wuse Market Road', place: C.abuja, bio: 'Phone, laptop, generator and AC repairs.', bank: 'Jaiz Bank', categories: [26, 13, 1], displayPhone: true, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348069900112' },
  { username: 'amara_writes', firstName: 'Amara', lastName: 'Obi', marketname: 'Amara Words', street: '21 Ogui Road', place: C.enugu, bio: 'CVs, business plans, translation (Igbo, Yoruba, Hausa, French).', bank: 'UBA', categories: [19, 25], displayPhone: false, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348134455667' },
  { username: 'dayo_events', firstName: 'Dayo', lastName: 'Fashola', marketname: 'Dayo Events & Rentals', street: '40 Opebi Road', place: C.ikeja, bio: 'Owambe planning, canopies, chairs and décor.', bank: 'Polaris Bank', categories: [23, 3], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348022233445' },
  { username: 'zainab_foods', firstName: 'Zainab', lastName: 'Sule', marketname: 'Zainab Grains & Spices', street: '12 Kurmi Market', place: C.kano, bio: 'Rice, beans, suya spice and dried pepper in bulk.', bank: 'Sterling Bank', categories: [9], displayPhone: true, allowComments: true, allowMultiImage: true, verified: false, phone: '+2348061234509' },
  { username: 'femi_consult', firstName: 'Femi', lastName: 'Adewale', marketname: 'Adewale Consulting', street: '3 Awolowo Avenue', place: C.ibadan, bio: 'Business, tax and HR consulting for SMEs.', bank: 'Fidelity Bank', categories: [27, 20, 16], displayPhone: true, allowComments: true, allowMultiImage: true, verified: true, phone: '+2348051122990' },
];

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  { username: 'amina_buys', firstName: 'Amina', lastName: 'Bello', place: C.kano, bio: 'Always looking for good fabric deals.', phone: '+2348067788990' },
  { username: 'tunde_a', firstName: 'Tunde', lastName: 'Adebayo', place: C.ibadan, bio: '', phone: '+2348090011223' },
  { username: 'grace_o', firstName: 'Grace', lastName: 'Oyelaran', place: C.lagos, bio: 'Home cook, gadget lover.', phone: '+2348035566778' },
  { username: 'kelechi_m', firstName: 'Kelechi', lastName: 'Mbah', place: C.portHarcourt, bio: '', phone: '+2348064433221' },
  { username: 'aisha_k', firstName: 'Aisha', lastName: 'Kabir', place: C.abuja, bio: 'Small business owner in Wuse.', phone: '+2349031122445' },
];

/** The demo logins that tests, the browser tests and the start banner name: keep them as they are. */
export const FEATURED_DEMO_USERNAMES: readonly string[] = ['ada_fabrics', 'chinedu_gadgets', 'ngozi_kitchen', 'amina_buys', 'tunde_a'];

/** A demo person's e-mail: ada_fabrics signs in as ada.fabrics@example.com. */
export function demoEmail(username: string): string {
  return `${username.replace(/_/g, '.')}@example.com`;
}
