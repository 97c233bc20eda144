<?php
/**
 * The journal minisite's fields, defined once.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

/**
 * The one table of a journal's fields (public-site spec, section 3): their names, kinds and labels
 * in the order of ACF's field group, and the editor's panels. Everything else is derived from it:
 * the registered post meta (Meta), the ACF local JSON (AcfGroup, written by bin/journal-layout.php
 * and held to this table by a test), the block editor's panels (EditorLayout prints panels() for
 * the script), the theme's reader (Reader).
 *
 * Needs nothing of WordPress but __(), so that bin/journal-layout.php can load it alone.
 */
final class Layout {

	/**
	 * Kinds of field.
	 */
	public const TEXT     = 'text';
	public const TEXTAREA = 'textarea';
	public const URL      = 'url';
	public const INTEGER  = 'integer';
	public const NUMBER   = 'number';
	public const BOOLEAN  = 'boolean';
	public const IMAGE    = 'image';
	public const INDEXES  = 'indexes';
	public const TYPE     = 'journal_type';
	public const GROUP    = 'group';

	/**
	 * The indexing databases a journal may list in ERs, in the order the minisite shows them.
	 */
	public const INDEX_NAMES = array( 'SCIE', 'ESCI', 'PubMed', 'EI', 'Scopus', 'DOAJ', 'Google Scholar' );

	/**
	 * The one meaningful value of journal_templete_type (the field's name is the spec's spelling).
	 */
	public const OPEN_ACCESS = 'OA Journal';

	/**
	 * How many of each repeated group.
	 */
	public const EDITORS  = 4;
	public const SLIDES   = 2;
	public const ARTICLES = 5;
	public const FAQS     = 7;

	/**
	 * The fields in the order of ACF's field group: name => [kind, label]. A group adds `fields`
	 * (its sub-fields, each [kind, label]) and, when repeated, `count` (stored as `<name>_<n>`, or
	 * `<name><n>` with `joined`) with a label holding %d.
	 *
	 * @return array<string, array<int|string, mixed>>
	 */
	public static function table(): array {
		return array(
			'journal_name'            => array( self::TEXT, __( 'Journal name', 'mvc-core' ) ),
			'home_url'                => array( self::URL, __( 'Journal home page', 'mvc-core' ) ),
			'contribute_guide'        => array( self::URL, __( 'Author guidelines', 'mvc-core' ) ),
			'contribute_url'          => array( self::URL, __( 'Paper submission link', 'mvc-core' ) ),
			'ISSN'                    => array( self::TEXT, 'ISSN' ),
			'publication_year'        => array( self::INTEGER, __( 'Publication year', 'mvc-core' ) ),
			'cite_score'              => array( self::NUMBER, 'CiteScore' ),
			'impact_factor'           => array( self::NUMBER, __( 'Impact factor', 'mvc-core' ) ),
			'5_years_impact_factor'   => array( self::NUMBER, __( '5-year impact factor', 'mvc-core' ) ),
			'SJR'                     => array( self::NUMBER, 'SJR' ),
			'SNIP'                    => array( self::NUMBER, 'SNIP' ),
			'metrics_note'            => array( self::TEXT, __( 'Metrics year and source', 'mvc-core' ) ),
			'ERs'                     => array( self::INDEXES, __( 'Indexed in', 'mvc-core' ) ),
			'editor_team_url'         => array( self::URL, __( 'Editorial board link', 'mvc-core' ) ),
			'editor_team'             => array(
				self::GROUP,
				/* translators: %d: editor number (1 to 4). */
				__( 'Editor %d', 'mvc-core' ),
				'count'  => self::EDITORS,
				'fields' => array(
					'name'   => array( self::TEXT, __( 'Name', 'mvc-core' ) ),
					'job'    => array( self::TEXT, __( 'Position', 'mvc-core' ) ),
					'avatar' => array( self::IMAGE, __( 'Photo', 'mvc-core' ) ),
				),
			),
			'introduction'            => array( self::TEXTAREA, __( 'Introduction', 'mvc-core' ) ),
			'promote_video_url'       => array( self::URL, __( 'Promotional video link', 'mvc-core' ) ),
			'banner'                  => array( self::IMAGE, __( 'Banner image', 'mvc-core' ) ),
			'carousel'                => array(
				self::GROUP,
				/* translators: %d: slide number (1 or 2). */
				__( 'Slide %d', 'mvc-core' ),
				'count'  => self::SLIDES,
				'fields' => array(
					'carousel_title'     => array( self::TEXT, __( 'Title', 'mvc-core' ) ),
					'carousel_sub_title' => array( self::TEXT, __( 'Subtitle', 'mvc-core' ) ),
					'carousel_url'       => array( self::URL, __( 'Link', 'mvc-core' ) ),
					'image'              => array( self::IMAGE, __( 'Image', 'mvc-core' ) ),
				),
			),
			'latest_article'          => array(
				self::GROUP,
				/* translators: %d: article number (1 to 5). */
				__( 'Latest article %d', 'mvc-core' ),
				'count'  => self::ARTICLES,
				'fields' => array(
					'title'        => array( self::TEXT, __( 'Title', 'mvc-core' ) ),
					'download_url' => array( self::URL, __( 'PDF link', 'mvc-core' ) ),
					'origin_url'   => array( self::URL, __( 'Original article link', 'mvc-core' ) ),
				),
			),
			'wol_url'                 => array( self::URL, __( 'Online library link', 'mvc-core' ) ),
			'FAQ'                     => array(
				self::GROUP,
				/* translators: %d: question number (1 to 7). */
				__( 'Question %d', 'mvc-core' ),
				'count'  => self::FAQS,
				'joined' => true,
				'fields' => array(
					'question' => array( self::TEXT, __( 'Question', 'mvc-core' ) ),
					'answer'   => array( self::TEXTAREA, __( 'Answer', 'mvc-core' ) ),
				),
			),
			'journal_templete_type'   => array( self::TYPE, __( 'Open access journal', 'mvc-core' ) ),
			'owned_by_gdch'           => array( self::BOOLEAN, __( 'Owned by the publisher', 'mvc-core' ) ),
			'call_for_papers'         => array( self::BOOLEAN, __( 'Calling for papers', 'mvc-core' ) ),
			'wechat_official_account' => array(
				self::GROUP,
				__( 'WeChat official account', 'mvc-core' ),
				'fields' => array(
					'id'  => array( self::TEXT, __( 'Account ID', 'mvc-core' ) ),
					'url' => array( self::URL, __( 'Link', 'mvc-core' ) ),
					'qr'  => array( self::IMAGE, __( 'QR code', 'mvc-core' ) ),
				),
			),
		);
	}

	/**
	 * The block editor's panels, in order: name => [title, fields]. A field is a name of table(),
	 * a group standing for all its sub-fields (every copy), or group => its sub-fields in the
	 * panel's order. A null title is the one group's label.
	 *
	 * @return array<string, array{0: string|null, 1: array<int|string, string|list<string>>}>
	 */
	public static function panels(): array {
		return array(
			'mvc-journal-basics'   => array(
				__( 'Basics', 'mvc-core' ),
				array( 'journal_name', 'home_url', 'contribute_url', 'contribute_guide', 'journal_templete_type', 'owned_by_gdch', 'call_for_papers', 'introduction' ),
			),
			'mvc-journal-metrics'  => array(
				__( 'Metrics and indexing', 'mvc-core' ),
				array( 'ISSN', 'publication_year', 'cite_score', 'impact_factor', '5_years_impact_factor', 'SJR', 'SNIP', 'metrics_note', 'ERs' ),
			),
			'mvc-journal-editors'  => array( __( 'Editorial board', 'mvc-core' ), array( 'editor_team_url', 'editor_team' ) ),
			'mvc-journal-media'    => array( __( 'Media', 'mvc-core' ), array( 'banner', 'promote_video_url', 'carousel' ) ),
			'mvc-journal-articles' => array(
				__( 'Latest articles', 'mvc-core' ),
				array(
					'latest_article' => array( 'title', 'origin_url', 'download_url' ),
					'wol_url',
				),
			),
			'mvc-journal-faq'      => array( __( 'Frequently asked questions', 'mvc-core' ), array( 'FAQ' ) ),
			'mvc-journal-wechat'   => array( null, array( 'wechat_official_account' ) ),
		);
	}

	/**
	 * The ACF field group's own settings (its fields come from table()). Its title and description
	 * are ACF's data, shown as they are to whoever opens the group in ACF (never a string of this
	 * plugin's screens), so they are kept in the Chinese of the site's operators.
	 *
	 * @return array<string, mixed>
	 */
	public static function acf_group(): array {
		return array(
			'key'                   => 'group_mvc_journal',
			'title'                 => '期刊小站字段',
			'location'              => array(
				array(
					array(
						'param'    => 'post_type',
						'operator' => '==',
						'value'    => 'journal',
					),
				),
			),
			'menu_order'            => 0,
			'position'              => 'normal',
			'style'                 => 'default',
			'label_placement'       => 'top',
			'instruction_placement' => 'label',
			'hide_on_screen'        => '',
			'active'                => true,
			'description'           => '这些字段在区块编辑器的期刊面板中编辑；ACF 读取同样的数据（get_field、REST 的 acf），在区块编辑器中不再另显示本字段组。',
			'show_in_rest'          => 1,
			'modified'              => 1795830137,
		);
	}

	/**
	 * The names of a group's copies: `editor_team_1` … or, for a group that is not repeated, its
	 * own name; each => its number (0 when not repeated).
	 *
	 * @param string       $name  The group's name.
	 * @param array<mixed> $entry Its entry of table().
	 * @return array<string, int>
	 */
	public static function copies( string $name, array $entry ): array {
		if ( ! isset( $entry['count'] ) ) {
			return array( $name => 0 );
		}
		$copies = array();
		for ( $n = 1; $n <= (int) $entry['count']; $n++ ) {
			$copies[ $name . ( empty( $entry['joined'] ) ? '_' : '' ) . $n ] = $n;
		}
		return $copies;
	}

	/**
	 * Every stored field, derived from table(): meta key => [kind, label for people]. A group's
	 * sub-field is `<copy>_<sub>`, labelled "Editor 2: Name".
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function keys(): array {
		$keys = array();
		foreach ( self::table() as $name => $entry ) {
			if ( self::GROUP !== $entry[0] ) {
				$keys[ $name ] = array( $entry[0], $entry[1] );
				continue;
			}
			foreach ( self::copies( $name, $entry ) as $copy => $n ) {
				$group = $n > 0 ? sprintf( $entry[1], $n ) : $entry[1];
				foreach ( $entry['fields'] as $sub => $field ) {
					$keys[ $copy . '_' . $sub ] = array( $field[0], self::pair( $group, $field[1] ) );
				}
			}
		}
		return $keys;
	}

	/**
	 * A group's field for people ("Editor 2: Name").
	 *
	 * @param string $group The group's label.
	 * @param string $field The field's label.
	 */
	public static function pair( string $group, string $field ): string {
		/* translators: 1: a group of fields ("Editor 2"), 2: one of its fields ("Name"). */
		return sprintf( __( '%1$s: %2$s', 'mvc-core' ), $group, $field );
	}
}
