/** Texts of settings, location, search and contact (specification document 3), word for word. */

export const SETTINGS_MESSAGES = {
  // Store settings (document 3, sections 5 and 8)
  businessNameRequired: 'Business name is required',
  marketNameTaken: 'A store with that business name already exists.',
  businessPhoneRequired: 'Business phone number is required',
  businessAddressRequired: 'Business address is required',
  invalidStoreCoordinates: 'Invalid location coordinates. Please search for address or use current location.',
  serviceRadiusInvalid: 'Service radius must be a positive integer',
  bankDetailsRequired: 'All bank details are required',
  accountNumberDigits: 'Account number should be 10 digits',
  storeCreated: 'Store created successfully!',
  storeCreatedReloading: 'Store created successfully! Refreshing page...',
  saveChangesFailed: 'Failed to save changes. Please try again.',
  mapSelectorComingSoon: 'Map selector feature coming soon!',

  // Profile and chat settings (document 3, sections 5 and 8)
  pleaseEnterAndConfirmPassword: 'Please enter and confirm your new password',
  passwordsDontMatch: "Passwords don't match",
  imageSelected: 'Image selected. Click Update to save changes.',
  wallpaperSelected: 'Wallpaper selected. Click Update to save changes.',
  updating: 'Updating...',
  failedToUpdateProfile: 'Failed to update profile',
  failedToUpdatePassword: 'Failed to update password',
  failedToUpdateImage: 'Failed to update image',
  updateFailedWith: 'Update failed: {message}',
  failedToLoadUserData: 'Failed to load user data',
  colorRequired: 'Please select a color',
  colorInvalid: 'Please enter a colour code such as #6E9F2E',
  chatColorUpdated: 'Chat color updated successfully!',
  chatColorFailed: 'Failed to update chat color. Please try again.',
  wallpaperUpdated: 'Wallpaper updated successfully!',
  wallpaperFailed: 'Failed to update wallpaper. Please try again.',
  pictureUpdated: 'Image updated successfully!',
  oneImageAtATime: 'Please send one image at a time.',

  // Location and address (document 3, section 8)
  locationUpdated: 'Location updated successfully!',
  invalidLocationReceived: 'Invalid location coordinates received. Please try again.',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  addressQueryTooShort: 'Enter at least 3 characters to search for an address.',
  addressSuggestionsFound: 'Found {count} address suggestions',
  addressSearchUnavailable: 'Address search temporarily unavailable',
  addressSelected: 'Address selected and coordinates updated!',
  addressValidated: 'Address validated and coordinates extracted!',
  addressSelectFailed: 'Error processing selected address',
  noPlaceNearby: 'No known place lies near these coordinates.',
  locationRequiresHttps: 'Location services require HTTPS. Please open this site over a secure (https://) connection.',
  locationDeniedMobile:
    'Location access was denied. Please enable location services for this site in your phone settings, then refresh the page.',
  locationDeniedDesktop:
    'Location access was denied. Please allow location access for this site in your browser settings, then refresh the page.',
  locationUnavailable: 'Your position is unavailable right now. Please check that location services are on and try again.',
  locationTimedOut: 'Location request timed out. Please try again, or search for your address instead.',
  locationGuideIphone:
    'To turn on location on iPhone: open Settings > Privacy & Security > Location Services, switch it on and set your browser to While Using the App; then refresh this page.',
  locationGuideAndroid:
    'To turn on location on Android: swipe down and switch on Location, then tap the lock icon next to the address in your browser and allow Location; then refresh this page.',
  locationGuideMobile:
    "To turn on location: switch on your device's location services and allow location for this site in your browser's settings; then refresh this page.",
  locationGuideDesktop:
    'To turn on location: click the lock icon next to the address in your browser, set Location to Allow, then refresh this page.',
  addressSearchAlternatives:
    'Address search temporarily unavailable. Use your current location, or type your full address (street, area, city) and save: it will be checked then.',
  addressNotLocated:
    "We could not find this address on the map. Please use the 'Use Current Location' button, search for your address and pick a suggestion, or enter a more specific address (street, area, city, state).",
  coordinatesMissing: 'No coordinates yet. Search for your address or use your current location.',
  nearbyLoadFailed: 'Failed to load nearby vendors and products. Please try again.',
  nearbyCityNotFound: 'We could not find that place. Please pick a city from the suggestions.',
  unknownCountry: 'Please choose a country from the list.',
  unknownState: 'Please choose a state of that country from the list.',
  countryStatesInvalid: "states must be 'none' (the countries without their states) or left out.",

  // Search (document 3, section 2)
  noSearchResults: 'No results found',
  searchHint: 'Try searching for a different username or market name',
  searchResultsTitle: 'Search Results for "{query}"',
  noUsersMatching: 'No users found matching "{query}"',
  returnToMarketplace: 'Return to Marketplace',
  verifiedVendor: 'Verified Vendor',

  // Contact (document 3, section 8)
  feedbackSubmitted: "Feedback submitted successfully! We'll get back to you soon.",
  ticketSubmitted: "Support ticket submitted successfully! We'll respond within 24-48 hours.",
  feedbackFailed: 'Failed to send feedback. Please try again or contact us directly.',
  ticketFailed: 'Failed to submit ticket. Please try again or contact us directly.',
  unknownFeedbackType: 'Feedback type must be User Feedback or Support Ticket.',
  ticketNotFound: 'No ticket {ticket} was found on your account. Leave the ticket number blank to open a new ticket.',
} as const;
