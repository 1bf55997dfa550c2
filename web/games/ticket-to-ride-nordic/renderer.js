// Ticket to Ride: Nordic Countries uses the same renderer; the map comes from its static data.
export { default } from "../ticket-to-ride/renderer.js";
