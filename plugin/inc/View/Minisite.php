<?php
/**
 * What a journal's minisite asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Security\Headers;
use Mvc\Core\Submissions\FaqForm;
use Mvc\Core\Submissions\MinisiteContactForm;
use WP_Post;

/**
 * The minisite of public-site.md section 2 ("Journal minisite"), drawn whole by the theme: the
 * journal's own fields checked and typed (view()), its logo by type, its structured data, the
 * video's kind, and the FAQ and contact forms' names and outcomes (their handlers are
 * Submissions\FaqForm and Submissions\MinisiteContactForm). Its lists are MinisiteLists.
 */
final class Minisite {

	public const EDITORS = 4;

	public const LATEST_ARTICLES = 5;

	public const FAQS = 7;

	public const SLIDES = 2;

	/**
	 * The indexing badges, in the spec's order (a badge is active when ERs lists it).
	 */
	public const BADGES = array( 'SCIE', 'ESCI', 'PubMed', 'EI', 'Scopus', 'DOAJ', 'Google Scholar' );

	/**
	 * The value of journal_templete_type that makes a journal open access.
	 */
	public const OA_TYPE = 'OA Journal';

	/**
	 * The journal's fields in ACF's shape.
	 *
	 * @param int $post_id Journal id.
	 * @return array<string, mixed>
	 */
	public static function fields( int $post_id ): array {
		return JournalFields::get( $post_id );
	}

	/**
	 * Everything the page shows of the journal's own fields, checked and typed: text trimmed,
	 * addresses http(s) only (the video https only), images as attachment ids, the fixed slots
	 * (2 slides, 4 editors, 5 latest articles, 7 questions) with the empty ones left out.
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields (fields()).
	 * @return array{name: string, logo: string, contribute_url: string, home_url: string, contribute_guide: string, banner: int, slides: list<array{title: string, subtitle: string, url: string, image: int}>, metrics: array<string, string>, metrics_note: string, badges: array<string, bool>, editor_team_url: string, editors: list<array{name: string, job: string, avatar: int}>, video: string, introduction: string, calls: bool, latest: list<array{title: string, download_url: string, origin_url: string}>, wol_url: string, wechat: array{id: string, url: string, qr: int}, faqs: list<array{question: string, answer: string}>}
	 */
	public static function view( WP_Post $journal, array $fields ): array {
		$name = self::text( $fields, 'journal_name' );
		$view = array(
			'name'             => '' !== $name ? $name : html_entity_decode( wp_strip_all_tags( get_the_title( $journal ) ), ENT_QUOTES, 'UTF-8' ),
			'logo'             => self::logo( $fields ),
			'contribute_url'   => self::link( $fields['contribute_url'] ?? '' ),
			'home_url'         => self::link( $fields['home_url'] ?? '' ),
			'contribute_guide' => self::link( $fields['contribute_guide'] ?? '' ),
			'banner'           => self::image_id( $fields['banner'] ?? false ),
			'slides'           => array(),
			'metrics'          => array(
				'issn'             => self::text( $fields, 'ISSN' ),
				'publication_year' => self::number( $fields['publication_year'] ?? null ),
				'cite_score'       => self::number( $fields['cite_score'] ?? null ),
				'impact_factor'    => self::number( $fields['impact_factor'] ?? null ),
				'five_year_impact' => self::number( $fields['5_years_impact_factor'] ?? null ),
				'sjr'              => self::number( $fields['SJR'] ?? null ),
				'snip'             => self::number( $fields['SNIP'] ?? null ),
			),
			'metrics_note'     => self::text( $fields, 'metrics_note' ),
			'badges'           => array(),
			'editor_team_url'  => self::link( $fields['editor_team_url'] ?? '' ),
			'editors'          => array(),
			'video'            => self::video( $fields['promote_video_url'] ?? '' ),
			'introduction'     => self::text( $fields, 'introduction' ),
			'calls'            => ! empty( $fields['call_for_papers'] ),
			'latest'           => array(),
			'wol_url'          => self::link( $fields['wol_url'] ?? '' ),
			'wechat'           => array(
				'id'  => '',
				'url' => '',
				'qr'  => 0,
			),
			'faqs'             => array(),
		);
		for ( $n = 1; $n <= self::SLIDES; $n++ ) {
			$slide = self::group( $fields, 'carousel_' . $n );
			$image = self::image_id( $slide['image'] ?? false );
			$title = self::text( $slide, 'carousel_title' );
			if ( $image > 0 || '' !== $title ) {
				$view['slides'][] = array(
					'title'    => $title,
					'subtitle' => self::text( $slide, 'carousel_sub_title' ),
					'url'      => self::link( $slide['carousel_url'] ?? '' ),
					'image'    => $image,
				);
			}
		}
		$listed = array_map( 'strval', is_array( $fields['ERs'] ?? null ) ? $fields['ERs'] : array() );
		foreach ( self::BADGES as $badge ) {
			$view['badges'][ $badge ] = in_array( $badge, $listed, true );
		}
		for ( $n = 1; $n <= self::EDITORS; $n++ ) {
			$editor = self::group( $fields, 'editor_team_' . $n );
			$name   = self::text( $editor, 'name' );
			if ( '' !== $name ) {
				$view['editors'][] = array(
					'name'   => $name,
					'job'    => self::text( $editor, 'job' ),
					'avatar' => self::image_id( $editor['avatar'] ?? false ),
				);
			}
		}
		for ( $n = 1; $n <= self::LATEST_ARTICLES; $n++ ) {
			$article = self::group( $fields, 'latest_article_' . $n );
			$title   = self::text( $article, 'title' );
			if ( '' !== $title ) {
				$view['latest'][] = array(
					'title'        => $title,
					'download_url' => self::link( $article['download_url'] ?? '' ),
					'origin_url'   => self::link( $article['origin_url'] ?? '' ),
				);
			}
		}
		for ( $n = 1; $n <= self::FAQS; $n++ ) {
			$faq      = self::group( $fields, 'FAQ' . $n );
			$question = self::text( $faq, 'question' );
			if ( '' !== $question ) {
				$view['faqs'][] = array(
					'question' => $question,
					'answer'   => self::text( $faq, 'answer' ),
				);
			}
		}
		$wechat         = self::group( $fields, 'wechat_official_account' );
		$view['wechat'] = array(
			'id'  => self::text( $wechat, 'id' ),
			'url' => self::link( $wechat['url'] ?? '' ),
			'qr'  => self::image_id( $wechat['qr'] ?? false ),
		);
		return $view;
	}

	/**
	 * The logo by type: 'oa' when journal_templete_type is OA Journal, else 'owned' when
	 * owned_by_gdch is set, else 'generic' (keys of LOGOS).
	 *
	 * @param array<string, mixed> $fields The journal's fields.
	 */
	public static function logo( array $fields ): string {
		if ( self::OA_TYPE === ( $fields['journal_templete_type'] ?? '' ) ) {
			return 'oa';
		}
		return ! empty( $fields['owned_by_gdch'] ) ? 'owned' : 'generic';
	}

	/**
	 * The `Periodical` structured data of the journal: name, ISSN, publisher (the site), address,
	 * and sameAs (the journal's home and its online library, where set).
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields.
	 * @return array<string, mixed>
	 */
	public static function json_ld( WP_Post $journal, array $fields ): array {
		$view = self::view( $journal, $fields );
		$data = array(
			'@context'  => 'https://schema.org',
			'@type'     => 'Periodical',
			'name'      => $view['name'],
			'url'       => (string) get_permalink( $journal ),
			'publisher' => array(
				'@type' => 'Organization',
				'name'  => html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
			),
		);
		if ( '' !== $view['metrics']['issn'] ) {
			$data['issn'] = $view['metrics']['issn'];
		}
		$cover = (string) get_the_post_thumbnail_url( $journal, 'large' );
		if ( '' !== $cover ) {
			$data['image'] = $cover;
		}
		$same = array_values( array_filter( array( $view['home_url'], $view['wol_url'] ) ) );
		if ( $same ) {
			$data['sameAs'] = $same;
		}
		return $data;
	}

	/**
	 * The JSON-LD script of the journal (valid JSON whatever the fields hold: `<`, `>` and `&`
	 * are escaped, so no text can close the script).
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields.
	 */
	public static function json_ld_script( WP_Post $journal, array $fields ): string {
		return '<script type="application/ld+json">' . wp_json_encode( self::json_ld( $journal, $fields ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) . "</script>\n";
	}

	/**
	 * The promo video's address: https only (an http frame would be blocked as mixed content, any
	 * other scheme is refused); '' otherwise.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function video( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$url = esc_url_raw( trim( $value ), array( 'https' ) );
		return str_starts_with( $url, 'https://' ) ? $url : '';
	}

	/**
	 * Whether a video address is a file a `<video>` element plays (rather than a player page).
	 *
	 * @param string $url Video address.
	 */
	public static function is_video_file( string $url ): bool {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return (bool) preg_match( '/\.(mp4|webm|ogv|m4v)$/i', $path );
	}

	/**
	 * Whether the page may frame a video player's address (the Content-Security-Policy's
	 * frame-src lists its origin); a player it may not frame is shown as a link.
	 *
	 * @param string $url Video address.
	 */
	public static function may_frame( string $url ): bool {
		return Headers::may_frame( $url );
	}

	/**
	 * The FAQ question form: its marker field, the description's limit, and this request's
	 * outcome (the refusal with what was typed, or null) and whether it shows the thank-you.
	 *
	 * @return array{field: string, description_max: int, outcome: array{message: string, name: string, email: string, description: string}|null, sent: bool}
	 */
	public static function faq_form(): array {
		return array(
			'field'           => FaqForm::FIELD,
			'description_max' => FaqForm::DESCRIPTION_MAX,
			'outcome'         => FaqForm::outcome(),
			'sent'            => FaqForm::sent(),
		);
	}

	/**
	 * The contact form: its marker field, its fields with their limits, its anchor, and this
	 * request's outcome (the refusal with what was typed, or null) and whether it was sent.
	 *
	 * @return array{field: string, fields: array<string, int>, anchor: string, outcome: array{message: string, field: string, name: string, email: string, message_text: string}|null, sent: bool}
	 */
	public static function contact_form(): array {
		return array(
			'field'   => MinisiteContactForm::FIELD,
			'fields'  => MinisiteContactForm::FIELDS,
			'anchor'  => MinisiteContactForm::ANCHOR,
			'outcome' => MinisiteContactForm::outcome(),
			'sent'    => MinisiteContactForm::sent(),
		);
	}

	/**
	 * Whether this request's page shows what someone typed or a thank-you (never cached).
	 */
	public static function personal(): bool {
		return null !== FaqForm::outcome() || FaqForm::sent() || MinisiteContactForm::personal();
	}

	/**
	 * An http(s) address, or ''.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function link( $value ): string {
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * A text field, trimmed ('' when missing or not text).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param string               $key    Key.
	 */
	private static function text( array $fields, string $key ): string {
		$value = $fields[ $key ] ?? '';
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A number as shown ('' when missing): integers as they are, others as given.
	 *
	 * @param mixed $value Raw value (int, float, numeric string or null).
	 */
	private static function number( $value ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		return is_string( $value ) && is_numeric( trim( $value ) ) ? trim( $value ) : '';
	}

	/**
	 * A group field: ACF's object (an empty list when missing).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param string               $group  Group name.
	 * @return array<string, mixed>
	 */
	private static function group( array $fields, string $group ): array {
		$value = $fields[ $group ] ?? null;
		return is_array( $value ) ? $value : array();
	}

	/**
	 * The attachment id of an ACF image (its array, or an id); 0 when empty.
	 *
	 * @param mixed $image ACF image array, id, or false.
	 */
	private static function image_id( $image ): int {
		if ( is_array( $image ) ) {
			return (int) ( $image['ID'] ?? $image['id'] ?? 0 );
		}
		return is_numeric( $image ) ? (int) $image : 0;
	}
}
