<?php
/**
 * The demo content's categories and tags.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

/**
 * The categories and tags of the demo content (DemoContent, version 1), with exactly the specifications'
 * ids; the call-for-papers tags with WordPress's own ids. Each is found before it is created.
 */
final class DemoTerms {

	/**
	 * Categories: id => [name, slug, description].
	 */
	private const CATEGORIES = array(
		1   => array( '未分类', 'uncategorized', '' ),
		128 => array( '科研资讯', 'research-news', '材料科学领域的最新研究成果与科研动态' ),
		129 => array( '行业资讯', 'industry-news', '学术会议、出版动态、职业发展与科学故事' ),
		149 => array( '正在征稿', 'call-for-papers', '期刊特刊与专题征稿' ),
		182 => array( '往期特刊', 'past-special-issues', '已出版的期刊特刊' ),
	);

	/**
	 * Tags with fixed ids: id => [name, slug].
	 */
	private const TAGS = array(
		132 => array( '开放获取', 'open-access' ),
		134 => array( '材料科学', 'materials-science' ),
		135 => array( '化学', 'chemistry' ),
		136 => array( '工程', 'engineering' ),
		137 => array( '物理', 'physics' ),
		138 => array( '高分子', 'polymers' ),
		139 => array( '生物', 'biology' ),
		145 => array( '学术会议', 'academic-events' ),
		146 => array( '出版动态', 'publishing-news' ),
		147 => array( '学术活动', 'academic-activities' ),
		148 => array( '期刊新闻', 'journal-news' ),
		151 => array( '国内合作期刊', 'domestic-partner' ),
		153 => array( '能源', 'energy' ),
		155 => array( '有机化学', 'organic-chemistry' ),
		159 => array( '传感', 'sensing' ),
		161 => array( '生命科学', 'life-sciences' ),
		428 => array( '职业发展', 'careers' ),
		593 => array( '科学故事', 'science-stories' ),
	);

	/**
	 * Call-for-papers tags (their names end in 征稿), created with WordPress's own ids.
	 */
	public const CFP_TAGS = array(
		'energy-materials-cfp'  => '能源材料特刊征稿',
		'biomaterials-cfp'      => '生物医用材料专刊征稿',
		'nanotechnology-cfp'    => '纳米技术特刊征稿',
		'polymer-chemistry-cfp' => '高分子化学专刊征稿',
	);

	/**
	 * The categories and tags with their fixed ids.
	 */
	public function terms(): void {
		foreach ( self::CATEGORIES as $id => $term ) {
			$this->term( $id, 'category', $term[0], $term[1], $term[2] );
		}
		foreach ( self::TAGS as $id => $term ) {
			$this->term( $id, 'post_tag', $term[0], $term[1] );
		}
		foreach ( self::CFP_TAGS as $slug => $name ) {
			if ( ! term_exists( $slug, 'post_tag' ) ) {
				wp_insert_term( $name, 'post_tag', array( 'slug' => $slug ) );
			}
		}
	}

	/**
	 * A term with a given id: WordPress cannot choose ids, so the rows are written directly.
	 *
	 * @param int    $id          Term id.
	 * @param string $taxonomy    Taxonomy.
	 * @param string $name        Name.
	 * @param string $slug        Slug.
	 * @param string $description Description.
	 */
	private function term( int $id, string $taxonomy, string $name, string $slug, string $description = '' ): void {
		global $wpdb;
		$existing = get_term( $id, $taxonomy );
		if ( ! $existing instanceof \WP_Term ) {
			// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the only way to give a term its id.
			$wpdb->insert(
				$wpdb->terms,
				array(
					'term_id' => $id,
					'name'    => $name,
					'slug'    => $slug,
				),
				array( '%d', '%s', '%s' )
			);
			$wpdb->insert(
				$wpdb->term_taxonomy,
				array(
					'term_id'     => $id,
					'taxonomy'    => $taxonomy,
					'description' => $description,
					'parent'      => 0,
					'count'       => 0,
				),
				array( '%d', '%s', '%s', '%d', '%d' )
			);
			// phpcs:enable
			clean_term_cache( $id, $taxonomy );
			return;
		}//end if
		wp_update_term(
			$id,
			$taxonomy,
			array(
				'name'        => $name,
				'slug'        => $slug,
				'description' => $description,
			)
		);
	}
}
