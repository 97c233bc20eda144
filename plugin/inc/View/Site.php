<?php
/**
 * The site settings the theme reads.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Settings;

/**
 * Settings > 站点设置 as the theme reads them: the key names are those of Settings::defaults()
 * (categories like `category_research_news`, texts like `privacy_url`, lists like
 * `journal_filter_tags`).
 */
final class Site {

	/**
	 * A setting that is a term or attachment id (0 while unset).
	 *
	 * @param string $key Setting key.
	 */
	public static function id( string $key ): int {
		return Settings::id( $key );
	}

	/**
	 * A setting that is a string ('' while unset).
	 *
	 * @param string $key Setting key.
	 */
	public static function text( string $key ): string {
		return Settings::text( $key );
	}

	/**
	 * A setting of another type (lists of ids, groups), typed as its default; null for an unknown key.
	 *
	 * @param string $key Setting key.
	 * @return mixed
	 */
	public static function get( string $key ) {
		return Settings::get( $key );
	}

	/**
	 * Where "apply" goes for a guest editor: the operators' form, or the contact page while none is set.
	 */
	public static function guest_editor_apply_url(): string {
		return Settings::guest_editor_apply_url();
	}

	/**
	 * The copyright holder the footer names: the setting, or the site title while it is empty.
	 */
	public static function copyright_holder(): string {
		return Settings::copyright_holder();
	}
}
