/**
 * The runtime configuration PHP prints in the footer of every page
 * (`<script type="application/json" id="mvc-runtime-config">`), read by the loader and by the
 * shared library. Types only, plus a tolerant reader: both bundles include it.
 */

/** When an island container wakes (`data-wake`), as Astro's client:load / idle / visible. */
export type WakeStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** What woke an island, passed to it as the prop `wokenBy` when it matters. */
export type WokenBy = 'click';

/** One registered WordPress script, as `Mvc\Theme\Assets\ScriptGraph` describes it. */
export interface ScriptDescription {
	/** Script URL with its `ver`, or null for a handle that only groups dependencies. */
	src: string | null;
	/** Handles that must run first. */
	deps: string[];
	/** `wp_localize_script()` output. */
	data?: string;
	/** The `wp.i18n.setLocaleData( ... )` code WordPress prints for the handle. */
	translations?: string;
	/** Inline script printed before the script. */
	before?: string;
	/** Inline script printed after the script. */
	after?: string;
}

export interface RuntimeConfig {
	/** Island name => its script handle (`mvc-island-<name>`), for the islands on this page. */
	islands: Record< string, string >;
	/** Every script those islands need, recursively. */
	scripts: Record< string, ScriptDescription >;
	/** Whether a member is logged in (the HttpOnly member cookie is never read by scripts). */
	session: { loggedIn: boolean };
}

export const CONFIG_ELEMENT_ID = 'mvc-runtime-config';

/**
 * Event on `document` asking the loader to wake every container of an island now, whatever its
 * strategy: `new CustomEvent( WAKE_EVENT, { detail: { island: 'member-area' } } )`.
 */
export const WAKE_EVENT = 'mvc:wake';

/** The `detail` of a `WAKE_EVENT`. */
export interface WakeEventDetail {
	/** Island name, as in `data-island`. */
	island: string;
	/**
	 * 'click' when a press elsewhere asks for the island (the floating menu's guest-editor
	 * button): a sleeping island is mounted with `wokenBy: 'click'` and completes that action.
	 */
	wokenBy?: WokenBy;
}

/** Name of the island with the login popup and the toasts, in the header of every page. */
export const MEMBER_AREA_ISLAND = 'member-area';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Reads the configuration of the page; a missing or broken one gives an empty configuration.
 *
 * @param doc Document to read.
 */
export function readRuntimeConfig( doc: Document = document ): RuntimeConfig {
	const config: RuntimeConfig = {
		islands: {},
		scripts: {},
		session: { loggedIn: false },
	};
	const element = doc.getElementById( CONFIG_ELEMENT_ID );
	if ( ! element?.textContent ) {
		return config;
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( element.textContent );
	} catch {
		return config;
	}
	if ( ! isRecord( parsed ) ) {
		return config;
	}
	if ( isRecord( parsed.islands ) ) {
		config.islands = parsed.islands as Record< string, string >;
	}
	if ( isRecord( parsed.scripts ) ) {
		config.scripts = parsed.scripts as Record< string, ScriptDescription >;
	}
	if ( isRecord( parsed.session ) ) {
		config.session = { loggedIn: parsed.session.loggedIn === true };
	}
	return config;
}
