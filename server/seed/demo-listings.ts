/** What the demo vendors sell: per category id (document 2's 1-27), titles with prices in naira. */

export type DemoListing = { title: string; price: number; description: string; caption: string };

const item = (title: string, price: number, description: string, caption = ''): DemoListing => ({ title, price, description, caption });

export const DEMO_LISTINGS: Readonly<Record<number, readonly DemoListing[]>> = {
  1: [
    item('Tecno Camon 30 Pro, 256GB', 385000, 'Brand new, sealed in box. 1-year warranty. Dual SIM, 50MP camera, 5000mAh battery.', 'Free screen guard'),
    item('HP EliteBook 840 G6 (UK used)', 310000, 'Core i5 8th gen, 16GB RAM, 512GB SSD, backlit keyboard. Battery holds 5 hours.', 'Tested before delivery'),
    item('Oraimo FreePods 4', 28500, 'Noise cancelling earbuds with 35 hours total playtime. Original, not copy.'),
    item('Samsung 43" Smart TV', 295000, 'Crystal UHD 4K, Netflix and YouTube built in. Wall bracket included.'),
    item('20,000mAh Power Bank', 17500, 'Fast charging for two phones at once. Perfect for NEPA wahala.', 'Lasts 3 days'),
    item('iPhone 13, 128GB (clean)', 520000, 'UK used, battery health 89%, Face ID working, no scratches.'),
  ],
  2: [
    item('Ankara Fabric, 6 yards', 14000, 'Premium Dutch wax print, colourfast. Many designs in stock.', 'Bulk discount from 5 pieces'),
    item('Aso-Oke Set for Owambe', 65000, 'Hand-woven gele, ipele and fila. Custom colours in 5 days.'),
    item('Men\'s Senator Wear', 32000, 'Tailored to your measurements. Cashmere or cotton, any colour.'),
    item('Adire Kaftan Dress', 18500, 'Hand-dyed in Abeokuta. Sizes S to XXL. Breathable cotton.'),
    item('Lace Fabric, 5 yards', 45000, 'Swiss voile lace with stones. Ideal for weddings.'),
    item('Plain Agbada, 3 piece', 48000, 'Embroidered neckline, soft guinea brocade. Ready in a week.'),
  ],
  3: [
    item('6-Seater Dining Set', 420000, 'Solid wood with glass top. Delivery and assembly in Abuja included.'),
    item('Non-stick Pot Set, 10 pieces', 38000, 'Granite coated, works on gas and electric cookers.'),
    item('Standing Fan, 18 inch', 36500, 'Rechargeable with remote, 8 hours on battery.'),
    item('3-Seater Fabric Sofa', 350000, 'Grey or cream, foam density 40. Made in Nigeria.', 'Custom colours available'),
    item('Bedsheet Set with 4 Pillowcases', 16500, 'Cotton blend, 6x6 size, many patterns.'),
  ],
  4: [
    item('Raw Shea Butter, 1kg', 6500, 'Unrefined, sourced from Kwara. Great for skin and hair.', 'Wholesale available'),
    item('African Black Soap, 500g', 4000, 'Handmade with palm kernel oil and plantain ash.'),
    item('Vitamin C Face Serum', 9800, 'Brightening serum, 30ml. NAFDAC registered.'),
    item('Hair Growth Oil', 5500, 'Rosemary, castor and coconut oil blend. 100ml.'),
    item('Full Skincare Set', 24000, 'Cleanser, toner, serum and moisturiser for oily skin.'),
  ],
  5: [
    item('Adjustable Dumbbells, 20kg pair', 78000, 'Chrome plates with case. Home workouts made easy.'),
    item('Yoga Mat, 8mm', 9500, 'Non-slip, with carry strap. Many colours.'),
    item('Treadmill (Foldable)', 480000, '2.5HP motor, 12 programmes, max user 120kg. Delivery in Lagos.'),
    item('Football, Size 5', 12000, 'Match quality, hand-stitched.'),
    item('Skipping Rope with Counter', 4500, 'Ball bearings, adjustable length.'),
  ],
  6: [
    item('Things Fall Apart (Chinua Achebe)', 4500, 'Paperback, new. The classic every Nigerian should read.'),
    item('WAEC Past Questions Bundle', 8000, 'Maths, English, Physics, Chemistry and Biology, 2010-2025.'),
    item('Half of a Yellow Sun (Adichie)', 6500, 'Paperback, new.'),
    item('Children\'s Storybook Set (10)', 12000, 'Illustrated Nigerian folk tales for ages 4-9.'),
    item('Kindle Paperwhite (used)', 85000, 'Waterproof, 8GB, with cover.'),
  ],
  7: [
    item('Toyota Corolla Brake Pads', 15000, 'Front pads, genuine Toyota parts. Fits 2008-2018.'),
    item('Car Battery 75Ah', 68000, 'Maintenance free, 12-month warranty.'),
    item('Honda Accord Headlamp', 45000, 'Left side, 2013-2017 model. Tokunbo, clean.'),
    item('Engine Oil 5W-30, 4 litres', 22000, 'Fully synthetic. Original, batch number on request.'),
    item('Car Seat Covers (Leather)', 55000, 'Universal fit, black and red stitching. Fitting included in Kano.'),
  ],
  8: [
    item('Baby Cot with Mattress', 95000, 'Wooden cot, converts to toddler bed.'),
    item('Kids School Bag', 8500, 'Waterproof, with lunch box pocket. Ages 5-10.'),
    item('Baby Diapers, Carton', 21000, 'Size 3, 4 packs of 44. Soft and leak-proof.'),
    item('Toddler Ankara Dress', 7500, 'Sizes 1-6 years, cotton.'),
    item('Baby Walker', 28000, 'Music and lights, adjustable height.'),
  ],
  9: [
    item('Egusi Soup, Family Pot', 18000, 'Cooked with assorted meat and stockfish. Serves 8.', 'Order a day before'),
    item('Local Rice (Ofada), 25kg', 52000, 'Stone-free, parboiled. Delivered anywhere in Kano.'),
    item('Small Chops Platter (50 pcs)', 25000, 'Puff-puff, samosa, spring rolls, peppered gizzard.'),
    item('Suya Spice (Yaji), 500g', 3500, 'Fresh grind, just the right heat.'),
    item('Jollof Rice Cooler (Party)', 85000, 'Smoky party jollof for 30 guests, with chicken.'),
    item('Dried Pepper, 1 bag', 12000, 'Clean, sun-dried tatashe and shombo.'),
    item('Beans (Oloyin), 10kg', 19500, 'Honey beans from Ogbomosho, stone-free.'),
  ],
  10: [
    item('Coral Bead Set', 38000, 'Traditional bridal set: necklace, bracelet and earrings.'),
    item('Gold-plated Jewellery Set', 15500, '18k plated, does not fade. Gift box included.'),
    item('Men\'s Leather Watch', 24000, 'Water resistant, brown strap.'),
    item('Waist Beads (3 strands)', 4500, 'Handmade, your choice of colours.'),
    item('Sterling Silver Earrings', 11000, 'Hypoallergenic, 925 silver.'),
  ],
  11: [
    item('A4 Paper, 1 Carton', 27500, '5 reams, 80gsm. Free delivery for orders of 3 cartons.'),
    item('Ergonomic Office Chair', 115000, 'Mesh back, lumbar support, adjustable arms.'),
    item('Printer Toner (HP 85A)', 14000, 'Compatible cartridge, 1600 pages.'),
    item('Office Desk, 1.2m', 85000, 'Wood finish with drawers.'),
  ],
  12: [
    item('Dog Food, 15kg', 42000, 'Adult dog dry food, chicken flavour.'),
    item('Cat Litter, 10 litres', 9000, 'Clumping, odour control.'),
    item('Pet Grooming Session', 15000, 'Bath, nail trim and ear cleaning. Abuja only.'),
    item('Dog Leash and Collar Set', 6500, 'Reflective, adjustable.'),
  ],
  13: [
    item('Generator Carburettor (2.5kVA)', 9500, 'Fits Tiger, Elepaq and Sumec Firman.'),
    item('Cordless Drill Set', 48000, '18V, two batteries, 40-piece bit set.'),
    item('Inverter Battery 200Ah', 210000, 'Tubular battery, 24-month warranty.'),
    item('Toolbox, 100 pieces', 32000, 'Spanners, screwdrivers, pliers and sockets.'),
  ],
  14: [
    item('Building Blocks (500 pcs)', 14500, 'Compatible with popular brands. Ages 4+.'),
    item('Remote Control Car', 22000, 'Rechargeable, 2.4GHz, off-road tyres.'),
    item('Ludo and Draughts Board', 6000, 'Wooden board, family fun.'),
    item('Dolls with Braided Hair', 9500, 'Beautiful Black dolls with outfits.'),
  ],
  15: [
    item('Business Website (5 pages)', 250000, 'Mobile-friendly website with WhatsApp button, hosting for one year.', 'Ready in 10 days'),
    item('Online Store Setup', 450000, 'Product catalogue, Paystack/Flutterwave payments, delivery zones.'),
    item('Website Maintenance (monthly)', 40000, 'Updates, backups and security checks.'),
  ],
  16: [
    item('Instagram Management (monthly)', 120000, '12 posts, stories and replies to DMs.'),
    item('Google Business Profile Setup', 35000, 'Get found on Google Maps by nearby customers.'),
    item('Facebook Ads Campaign', 80000, 'Setup and 2 weeks of management. Ad budget separate.'),
  ],
  17: [
    item('Logo and Brand Kit', 75000, 'Logo, colours, business card and flyer templates.'),
    item('Event Flyer Design', 10000, 'Ready in 24 hours, two revisions.'),
    item('Product Packaging Design', 95000, 'Labels and boxes, print-ready files.'),
  ],
  18: [
    item('Wedding Photography Package', 450000, 'Full day coverage, 300 edited photos, photo book.'),
    item('Studio Portrait Session', 35000, '1 hour, 3 outfits, 10 edited photos.'),
    item('Product Photos for Online Stores', 60000, '20 products on white background, edited.'),
  ],
  19: [
    item('Professional CV Rewrite', 15000, 'ATS-friendly CV and cover letter in 48 hours.'),
    item('Business Plan Writing', 120000, 'Bank-ready plan with financial projections.'),
    item('Document Translation (per page)', 5000, 'English to Igbo, Yoruba, Hausa or French.'),
  ],
  20: [
    item('Bookkeeping for Small Businesses', 50000, 'Monthly books, VAT and payroll.'),
    item('CAC Business Name Registration', 40000, 'Name search, registration and certificate.'),
    item('Tax Filing (Personal Income)', 25000, 'Annual returns with the state IRS.'),
  ],
  21: [
    item('Personal Training (8 sessions)', 90000, 'At your home or our studio in Lekki.'),
    item('Meal Plan and Coaching', 30000, 'Nigerian meal plan for weight loss, 4 weeks of check-ins.'),
    item('Group Bootcamp (monthly)', 20000, 'Saturday mornings at the beach.'),
  ],
  22: [
    item('Deep Cleaning (3-bedroom)', 65000, 'Kitchen, bathrooms, windows and furniture.'),
    item('Post-construction Cleaning', 150000, 'Paint and cement removal, full polish.'),
    item('Office Cleaning (weekly)', 45000, 'Up to 10 desks, every Saturday.'),
  ],
  23: [
    item('Owambe Planning Package', 600000, 'Venue, caterers, decor and MC coordination.'),
    item('Canopy and Chair Rental', 45000, '100 chairs and two canopies for a day.'),
    item('Birthday Party Decor', 120000, 'Balloons, backdrop and table setting.'),
  ],
  24: [
    item('Tenancy Agreement Drafting', 30000, 'Landlord or tenant, reviewed by a lawyer.'),
    item('Company Incorporation (Ltd)', 180000, 'CAC registration, memorandum and articles.'),
    item('Legal Consultation (1 hour)', 0, 'First consultation free for small businesses.'),
  ],
  25: [
    item('JAMB and WAEC Lessons', 25000, 'Maths and sciences, small groups, monthly.'),
    item('French Lessons for Beginners', 35000, '8 sessions online or in person.'),
    item('Home Tutor for Primary School', 40000, 'All subjects, 3 evenings a week.'),
  ],
  26: [
    item('Phone Screen Replacement', 25000, 'Most models, done while you wait.'),
    item('Generator Servicing', 12000, 'Oil change, plug and carburettor cleaning.'),
    item('AC Installation and Gas Refill', 30000, 'Split units 1-2HP.'),
  ],
  27: [
    item('Business Strategy Session', 75000, 'Two hours on growth, pricing and hiring.'),
    item('HR Policy Handbook', 150000, 'Employee handbook for teams of 5 to 50.'),
    item('Free Startup Clinic', 0, 'Monthly free session for new founders in Ibadan.'),
  ],
};

/** Listings posted as text only (no pictures): the feed shows them as gradient cards. */
export const DEMO_TEXT_ONLY_TITLES: ReadonlySet<string> = new Set([
  'Legal Consultation (1 hour)',
  'Free Startup Clinic',
  'Professional CV Rewrite',
  'Tax Filing (Personal Income)',
  'Website Maintenance (monthly)',
  'Document Translation (per page)',
  'Group Bootcamp (monthly)',
  'Office Cleaning (weekly)',
  'HR Policy Handbook',
  'Suya Spice (Yaji), 500g',
]);

/** A demo comment, the kind of post it suits, and the replies its vendor may give. */
export type DemoComment = { text: string; suits: 'product' | 'service' | 'any'; replies: readonly string[] };

const comment = (text: string, suits: DemoComment['suits'], ...replies: string[]): DemoComment => ({ text, suits, replies });

export const DEMO_COMMENTS: readonly DemoComment[] = [
  comment('Is this still available?', 'any', 'Yes, still available.', 'Yes o! Send me a DM.'),
  comment('How much for delivery to Yaba?', 'product', 'Delivery is ₦2,500 within the city.', 'Check your DM, I sent the options.'),
  comment('Please can I pay on delivery?', 'product', 'Yes, pay on delivery is fine.'),
  comment('I bought from this vendor last month, very reliable.', 'product', 'Thank you so much!', 'God bless you, we appreciate you.'),
  comment('Do you have it in another colour?', 'product', 'Check your DM, I sent the options.'),
  comment('Nice one! Sending you a DM.', 'any', 'Thank you so much!', 'Seen, replying now.'),
  comment('Price is fair. Last price?', 'product', 'Check your DM, I sent the options.', 'For you, we fit talk. Send a DM.'),
  comment('Delivered on time, thank you!', 'product', 'Thank you so much!'),
  comment('Do you sell wholesale?', 'product', 'Yes, from 5 pieces. Check your DM.'),
  comment('Can you come to Surulere this Saturday?', 'service', 'Yes, Saturday works. Send me your address in DM.'),
  comment('They did a great job for my sister, highly recommended.', 'service', 'Thank you so much!', 'God bless you, we appreciate you.'),
  comment('Do you have a slot next week?', 'service', 'Yes, still available.', 'Check your DM, I sent the options.'),
  comment('Can I pay in two instalments?', 'service', 'Yes, half now and half on completion.'),
  comment('Very professional. Will book again.', 'service', 'Thank you so much!'),
];
