<?php
/**
 * The minisite's logo by type.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

/**
 * The images of the three journal types the plugin tells apart (View\Minisite::logo(): open
 * access, publisher-owned, or the generic owned journal), files of the theme with their text.
 */
final class JournalLogo {

	/**
	 * The logos by type, files of theme/assets/images/.
	 */
	public const LOGOS = array(
		'oa'      => 'journal-oa.svg',
		'owned'   => 'journal-publisher.svg',
		'generic' => 'journal-owned.svg',
	);

	/**
	 * The logo's address and its text alternative.
	 *
	 * @param string $logo A key of LOGOS.
	 * @return array{src: string, alt: string}
	 */
	public static function image( string $logo ): array {
		$alts = array(
			'oa'      => __( 'Open access journal', 'mvc' ),
			'owned'   => __( 'Publisher-owned journal', 'mvc' ),
			'generic' => __( 'Owned journal', 'mvc' ),
		);
		$logo = isset( self::LOGOS[ $logo ] ) ? $logo : 'generic';
		return array(
			'src' => get_template_directory_uri() . '/assets/images/' . self::LOGOS[ $logo ],
			'alt' => $alts[ $logo ],
		);
	}
}
