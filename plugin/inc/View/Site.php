<?php
/**
 * The site settings the theme reads.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Plugin;
use Mvc\Core\Settings;

/**
 * Settings > 站点设置 as the theme reads them: the key names are those of Settings::defaults()
 * (categories like `category_research_news`, texts like `privacy_url`, lists like
 * `journal_filter_tags`).
 */
final class Site {

	/**
	 * The option of the WeChat sign-in settings (the theme primes it with the options it reads).
	 */
	public const WECHAT_OPTION = Config::OPTION;

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

	/**
	 * Whether changes to the content are watched in this request: only then may a copy keyed by
	 * content_version() be kept.
	 */
	public static function content_watched(): bool {
		return ContentVersion::watching();
	}

	/**
	 * The content stamp: it changes whenever an article, a journal or a setting does.
	 */
	public static function content_version(): string {
		return ContentVersion::current();
	}

	/**
	 * The folder of the plugin's PHP code (a kept fragment is stale when a file there is newer).
	 */
	public static function code_folder(): string {
		return Plugin::path( 'inc' );
	}
}
