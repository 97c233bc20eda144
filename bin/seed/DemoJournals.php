<?php
/**
 * The demo journals' minisite fields, their own tags and the articles of their lists.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;

/**
 * Fills every field of the fourteen demo journals (DemoContent creates the posts) with realistic
 * values, varied so that every branch of the minisite shows: open-access, publisher-owned and other
 * journals, with and without calls for papers, FAQs (0 to 7), a video or an introduction. Creates
 * each journal's own tag (slug = the journal's slug, name = its title) and tags research news
 * (category 128), calls for papers (149) and past special issues (182, twelve more created here)
 * with it. Idempotent: a field is written only while it is empty, an image is drawn once (found by
 * its file name), a post or tag is found by its slug before it is created.
 */
final class DemoJournals {

	/**
	 * Journals: slug => [English name, impact factor, publication year, ERs, kind (oa|gdch|other),
	 * call for papers, FAQs, video, introduction, past special issues].
	 */
	private const JOURNALS = array(
		'advanced-energy-materials'     => array( 'Advanced Energy Materials', 24.4, 2011, array( 'SCIE', 'Scopus', 'EI', 'DOAJ', 'Google Scholar' ), 'oa', true, 7, true, true, 5 ),
		'polymer-science'               => array( 'Journal of Polymer Science', 3.9, 1946, array( 'SCIE', 'Scopus', 'EI' ), 'gdch', false, 6, false, true, 11 ),
		'chemical-engineering'          => array( 'Frontiers of Chemical Engineering', 6.2, 2007, array( 'SCIE', 'Scopus', 'EI', 'Google Scholar' ), 'gdch', true, 5, false, true, 4 ),
		'applied-physics-letters'       => array( 'Applied Physics Letters', 3.5, 1962, array( 'SCIE', 'Scopus', 'Google Scholar' ), 'other', false, 0, true, true, 2 ),
		'biomaterials-research'         => array( 'Biomaterials Research', 11.3, 1997, array( 'SCIE', 'PubMed', 'Scopus', 'DOAJ' ), 'oa', true, 4, false, false, 3 ),
		'smart-sensing'                 => array( 'Smart Sensing Materials', 2.4, 2020, array( 'ESCI', 'Scopus', 'Google Scholar' ), 'other', false, 3, false, true, 10 ),
		'advanced-functional-materials' => array( 'Advanced Functional Materials', 18.5, 2001, array( 'SCIE', 'Scopus', 'EI', 'DOAJ' ), 'oa', true, 2, true, true, 1 ),
		'energy-storage-materials'      => array( 'Energy Storage Materials', 18.9, 2015, array( 'SCIE', 'Scopus', 'EI' ), 'other', false, 1, false, false, 6 ),
		'organic-chemistry-frontiers'   => array( 'Organic Chemistry Frontiers', 4.6, 2014, array( 'SCIE', 'PubMed', 'Scopus' ), 'other', true, 0, false, true, 0 ),
		'life-science-materials'        => array( 'Life Science and Materials', 5.1, 2018, array( 'ESCI', 'PubMed', 'Google Scholar' ), 'gdch', false, 7, true, true, 3 ),
		'nano-research-letters'         => array( 'Nano Research Letters', 7.8, 2006, array( 'SCIE', 'Scopus', 'DOAJ', 'Google Scholar' ), 'oa', false, 5, false, true, 4 ),
		'engineering-materials'         => array( 'Engineering Materials Journal', 2.9, 1985, array( 'EI', 'Scopus' ), 'gdch', true, 3, false, false, 9 ),
		'polymer-chemistry-progress'    => array( 'Progress in Polymer Chemistry', 4.1, 2010, array( 'SCIE', 'Scopus' ), 'other', false, 6, false, true, 2 ),
		'sensors-and-devices'           => array( 'Sensors and Devices', 3.2, 2016, array( 'ESCI', 'EI', 'Scopus', 'Google Scholar' ), 'other', true, 2, false, true, 7 ),
	);

	/**
	 * The editors: [name, position].
	 */
	private const EDITORS = array(
		array( '王立新', '主编 · 清华大学材料学院教授' ),
		array( 'Prof. Anna Müller', 'Editor-in-Chief · Max Planck Institute' ),
		array( '陈雅琪', '副主编 · 中国科学院化学研究所研究员' ),
		array( 'Dr. James Carter', 'Associate Editor · University of Cambridge' ),
		array( '刘海峰', '副主编 · 浙江大学高分子系教授' ),
		array( '赵静', '编委 · 上海交通大学材料科学与工程学院' ),
		array( 'Prof. Kenji Sato', 'Editorial Board · Tohoku University' ),
		array( '孙卫东', '编委 · 北京科技大学新材料技术研究院' ),
	);

	/**
	 * Questions and answers; a journal shows the first N.
	 */
	private const FAQS = array(
		array( '投稿需要支付版面费吗？', "本刊为订阅期刊的作者不收取版面费；选择开放获取发表的文章需支付文章处理费（APC），具体金额见作者指南。\n符合条件的作者可申请减免。" ),
		array( '审稿周期一般需要多长时间？', '从投稿到首次决定的平均时间约为 4 周，录用后约 2 周内在线发表。' ),
		array( '如何查询稿件的审稿状态？', '登录投稿系统后，在“我的稿件”中可以查看稿件当前所处的阶段；如超过 8 周仍无进展，可联系编辑部。' ),
		array( '是否接受已发布在预印本平台上的稿件？', '接受。请在投稿时注明预印本的平台和 DOI，录用后我们会与预印本建立链接。' ),
		array( '可以用中文撰写稿件吗？', '本刊只接受英文稿件。编辑部可以为作者推荐语言润色服务，但润色与否不影响审稿结果。' ),
		array( '如何申请成为审稿人？', '请在投稿系统中注册账号并完善研究方向，或将简历发送至编辑部邮箱，我们会根据稿件需要邀请您审稿。' ),
		array( '文章录用后可以修改作者信息吗？', '录用后原则上不再修改作者名单；确有需要时，请所有作者签署同意书并说明理由，由主编决定。' ),
	);

	/**
	 * Titles of the latest articles; %s is the journal's English name.
	 */
	private const ARTICLES = array(
		'Interface engineering of layered cathodes for long-life batteries',
		'Machine-learning-guided discovery of high-entropy catalysts',
		'Self-healing elastomers with tunable mechanical properties',
		'Operando spectroscopy reveals degradation pathways in perovskite films',
		'Scalable synthesis of two-dimensional materials for flexible electronics',
	);

	/**
	 * The bilibili demo video of the journals with one.
	 */
	private const VIDEO = 'https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0';

	/**
	 * Past special issues this class adds to the four DemoContent has: 5 to 16.
	 */
	private const PAST_ISSUES = 12;

	/**
	 * Research-news articles tagged per journal (the minisite shows 6 and links to the tag).
	 */
	private const NEWS_PER_JOURNAL = 8;

	/**
	 * Calls for papers tagged per journal that calls for papers.
	 */
	private const CFPS_PER_JOURNAL = 6;

	/**
	 * Fills the journals, their tags and their lists.
	 */
	public function run(): void {
		wp_defer_term_counting( true );
		$past = $this->past_issues();
		$i    = 0;
		foreach ( self::JOURNALS as $slug => $journal ) {
			$post = get_page_by_path( $slug, OBJECT, Journal::TYPE );
			if ( $post instanceof \WP_Post ) {
				$this->fields( $post, $i, $journal );
				$this->tag( $post, $i, $journal, $past );
			}
			++$i;
		}
		wp_defer_term_counting( false );
	}

	/**
	 * Writes the journal's fields that are still empty.
	 *
	 * @param \WP_Post          $post    The journal.
	 * @param int               $i       Its place in JOURNALS.
	 * @param array<int, mixed> $journal Its row of JOURNALS.
	 */
	private function fields( \WP_Post $post, int $i, array $journal ): void {
		list( $name, $impact, $year, $indexes, $kind, $cfp, $faqs, $video, $intro ) = $journal;
		$slug   = $post->post_name;
		$title  = $post->post_title;
		$base   = 'https://www.example.com/demo/journals/' . $slug;
		$values = array(
			'journal_name'                => $name,
			'home_url'                    => $base,
			'contribute_guide'            => $base . '/author-guidelines',
			'contribute_url'              => $base . '/submit',
			'ISSN'                        => self::issn( 1600 + 37 * $i ),
			'publication_year'            => $year,
			'cite_score'                  => round( $impact * 1.4 + 0.3, 1 ),
			'impact_factor'               => $impact,
			'5_years_impact_factor'       => round( $impact * 1.08, 1 ),
			'SJR'                         => round( $impact / 4 + 0.2, 3 ),
			'SNIP'                        => round( 0.8 + $impact / 12, 3 ),
			'metrics_note'                => '2025 年 JCR 与 Scopus 数据（2024 年度指标）',
			'ERs'                         => $indexes,
			'editor_team_url'             => $base . '/editorial-board',
			'introduction'                => $intro ? sprintf( "《%1\$s》（%2\$s）创刊于 %3\$d 年，是一本同行评审的国际学术期刊，发表材料科学及相关交叉领域的原创研究论文、综述与观点文章。\n期刊坚持严格、公正、高效的同行评审，致力于为全球研究者提供高质量的学术交流平台。", $title, $name, $year ) : '',
			'promote_video_url'           => $video ? self::VIDEO : '',
			'wol_url'                     => $base . '/online-library',
			'journal_templete_type'       => 'oa' === $kind ? JournalFields::OPEN_ACCESS : '',
			'owned_by_gdch'               => 'gdch' === $kind,
			'call_for_papers'             => $cfp,
			'wechat_official_account_id'  => strtoupper( implode( '', array_map( static fn( string $word ): string => $word[0], explode( '-', $slug ) ) ) ) . '期刊',
			'wechat_official_account_url' => 'https://www.example.com/demo/wechat/' . $slug,
		);
		for ( $n = 1; $n <= JournalFields::EDITORS; $n++ ) {
			$editor                              = self::EDITORS[ ( $i + $n - 1 ) % count( self::EDITORS ) ];
			$values[ "editor_team_{$n}_name" ]   = $editor[0];
			$values[ "editor_team_{$n}_job" ]    = $editor[1];
			$values[ "editor_team_{$n}_avatar" ] = static fn(): int => DemoImages::image( 60 + ( $i + $n ) % 8, $editor[0] . ' 头像', 300, 300 );
		}
		$slides = array(
			array( sprintf( '《%s》2026 年度特刊征稿', $title ), '截稿日期：2026 年 12 月 31 日', $base . '/special-issues' ),
			array( sprintf( '%s：快速审稿，高效发表', $name ), '首次决定平均 4 周，录用后 2 周内在线发表', $base . '/about' ),
		);
		foreach ( $slides as $k => $slide ) {
			$n                                        = $k + 1;
			$values[ "carousel_{$n}_carousel_title" ] = $slide[0];
			$values[ "carousel_{$n}_carousel_sub_title" ] = $slide[1];
			$values[ "carousel_{$n}_carousel_url" ]       = $slide[2];
			$values[ "carousel_{$n}_image" ]              = static fn(): int => DemoImages::image( 70 + ( 2 * $i + $k ) % 8, sprintf( '%s 轮播图 %d', $title, $n ), 1600, 500 );
		}
		$values['banner'] = static fn(): int => DemoImages::image( 80 + $i % 4, $title . ' 横幅', 1600, 400 );
		foreach ( self::ARTICLES as $k => $article ) {
			$n                                     = $k + 1;
			$doi                                   = sprintf( 'https://doi.org/10.0000/%s.2026.%04d', $slug, 100 + $n );
			$values[ "latest_article_{$n}_title" ] = $article;
			$values[ "latest_article_{$n}_origin_url" ]   = $doi;
			$values[ "latest_article_{$n}_download_url" ] = 0 === $k % 2 ? $doi . '.pdf' : '';
		}
		for ( $n = 1; $n <= $faqs; $n++ ) {
			$values[ "FAQ{$n}_question" ] = self::FAQS[ $n - 1 ][0];
			$values[ "FAQ{$n}_answer" ]   = self::FAQS[ $n - 1 ][1];
		}
		$values['wechat_official_account_qr'] = static fn(): int => DemoImages::image( 84, '公众号二维码', 300, 300 );

		foreach ( $values as $key => $value ) {
			if ( ! self::is_empty( $post->ID, $key ) ) {
				continue;
			}
			$value = $value instanceof \Closure ? $value() : $value;
			if ( '' !== $value && 0 !== $value ) {
				update_post_meta( $post->ID, $key, $value );
			}
		}
	}

	/**
	 * Whether a field is still empty (a switch counts as set once stored, even off).
	 *
	 * @param int    $post_id Journal.
	 * @param string $key     Field.
	 */
	private static function is_empty( int $post_id, string $key ): bool {
		if ( ! metadata_exists( 'post', $post_id, $key ) ) {
			return true;
		}
		if ( JournalFields::BOOLEAN === ( JournalFields::fields()[ $key ] ?? '' ) ) {
			return false;
		}
		$value = get_post_meta( $post_id, $key, true );
		return '' === $value || array() === $value;
	}

	/**
	 * Creates the journal's own tag and tags its research news, calls for papers and past special
	 * issues with it.
	 *
	 * @param \WP_Post          $post    The journal.
	 * @param int               $i       Its place in JOURNALS.
	 * @param array<int, mixed> $journal Its row of JOURNALS.
	 * @param array<int, int>   $past    Past special issues (category 182).
	 */
	private function tag( \WP_Post $post, int $i, array $journal, array $past ): void {
		$term = get_term_by( 'slug', $post->post_name, 'post_tag' );
		if ( ! $term instanceof \WP_Term ) {
			$made = wp_insert_term(
				$post->post_title,
				'post_tag',
				array(
					'slug'        => $post->post_name,
					'description' => sprintf( '《%s》的科研资讯、特刊征稿与往期特刊', $post->post_title ),
				)
			);
			if ( is_wp_error( $made ) ) {
				return;
			}
			$term_id = (int) $made['term_id'];
		} else {
			$term_id = $term->term_id;
		}

		$posts = array();
		for ( $k = 0; $k < self::NEWS_PER_JOURNAL - $i % 3; $k++ ) {
			$posts[] = sprintf( 'research-%02d', ( 2 * $i + $k ) % 30 + 1 );
		}
		if ( $journal[5] ) {
			for ( $k = 0; $k < self::CFPS_PER_JOURNAL; $k++ ) {
				$posts[] = sprintf( 'special-issue-%02d', ( $i + $k ) % 8 + 1 );
			}
		}
		$ids = array();
		foreach ( $posts as $slug ) {
			$found = get_page_by_path( $slug, OBJECT, 'post' );
			if ( $found instanceof \WP_Post ) {
				$ids[] = $found->ID;
			}
		}
		$count = min( (int) $journal[9], count( $past ) );
		for ( $k = 0; $k < $count; $k++ ) {
			$ids[] = $past[ ( 3 * $i + $k ) % count( $past ) ];
		}
		foreach ( array_unique( $ids ) as $id ) {
			wp_set_post_terms( $id, array( $term_id ), 'post_tag', true );
		}
	}

	/**
	 * The past special issues: DemoContent's four and twelve more.
	 *
	 * @return array<int, int> Post ids.
	 */
	private function past_issues(): array {
		$subjects = array( '钙钛矿发光材料', '锂硫电池', '仿生材料', '光催化分解水', '热电材料', '形状记忆合金', '医用钛合金', '超疏水表面', '气凝胶', '生物墨水', '柔性储能器件', '拓扑材料' );
		$ids      = array();
		$now      = time();
		for ( $n = 1; $n <= 4 + self::PAST_ISSUES; $n++ ) {
			$slug  = sprintf( 'past-issue-%02d', $n );
			$found = get_page_by_path( $slug, OBJECT, 'post' );
			if ( $found instanceof \WP_Post ) {
				$ids[] = $found->ID;
				continue;
			}
			if ( $n <= 4 ) {
				continue;
			}
			$subject = $subjects[ ( $n - 5 ) % count( $subjects ) ];
			$date    = gmdate( 'Y-m-d H:i:s', $now - ( 200 + 20 * $n ) * DAY_IN_SECONDS );
			$id      = wp_insert_post(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_title'    => sprintf( '往期特刊回顾：%s', $subject ),
					'post_name'     => $slug,
					'post_content'  => sprintf( "<!-- wp:paragraph -->\n<p>本期特刊汇集了%s领域的十余篇原创研究与综述，展示了该方向在材料设计、表征与应用方面的最新进展。</p>\n<!-- /wp:paragraph -->", $subject ),
					'post_excerpt'  => sprintf( '%s特刊已出版：收录原创研究与综述，欢迎阅读。', $subject ),
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
					'post_author'   => 1,
					'post_category' => array( 182 ),
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				continue;
			}
			$image = DemoImages::image( ( $n - 5 ) % 12, sprintf( '示例配图 %d', ( $n - 5 ) % 12 + 1 ) );
			if ( $image ) {
				set_post_thumbnail( $id, $image );
			}
			$ids[] = $id;
		}//end for
		return $ids;
	}

	/**
	 * A valid ISSN from a seven-digit number (with its check digit).
	 *
	 * @param int $seed Any number; its last seven digits are used.
	 */
	private static function issn( int $seed ): string {
		$digits = str_pad( (string) ( ( 1000000 + $seed * 7919 ) % 10000000 ), 7, '0', STR_PAD_LEFT );
		$sum    = 0;
		for ( $k = 0; $k < 7; $k++ ) {
			$sum += (int) $digits[ $k ] * ( 8 - $k );
		}
		$check = ( 11 - $sum % 11 ) % 11;
		return substr( $digits, 0, 4 ) . '-' . substr( $digits, 4 ) . ( 10 === $check ? 'X' : (string) $check );
	}
}
