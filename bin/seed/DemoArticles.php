<?php
/**
 * The demo content's articles.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\PostTypes\Journal;

/**
 * The articles of the demo content (DemoContent): more than sixty over the categories and tags of
 * DemoTerms, with the featured images of DemoImages, excerpts and dates (version 1), and the paper
 * fields of the research articles. Each article is found by its slug before it is created.
 */
final class DemoArticles {

	/**
	 * Research subjects the articles are about, with the tags they carry.
	 */
	private const SUBJECTS = array(
		array( '钙钛矿太阳能电池', array( 153, 134, 137 ) ),
		array( '固态锂电池电解质', array( 153, 135 ) ),
		array( '二维过渡金属硫化物', array( 137, 134 ) ),
		array( '高熵合金', array( 134, 136 ) ),
		array( '柔性电子皮肤', array( 159, 136 ) ),
		array( '可注射水凝胶', array( 139, 161, 138 ) ),
		array( '金属有机框架', array( 135, 155 ) ),
		array( '单原子催化剂', array( 135, 153 ) ),
		array( '钙钛矿量子点', array( 137, 134 ) ),
		array( '生物可降解高分子', array( 138, 161 ) ),
		array( '自修复涂层', array( 136, 138 ) ),
		array( '压电纳米发电机', array( 153, 159 ) ),
		array( '碳纳米管纤维', array( 134, 136 ) ),
		array( '有机光伏材料', array( 155, 153 ) ),
		array( '骨修复支架', array( 139, 161 ) ),
	);

	/**
	 * Headline patterns for research news; %s is the subject.
	 */
	private const RESEARCH_TITLES = array(
		'%s研究取得新进展：性能提升超过三成',
		'研究团队揭示%s的界面演化机制',
		'%s稳定性难题有望破解',
		'新型%s实现低成本规模化制备',
		'%s：从实验室走向应用的关键一步',
	);

	/**
	 * Industry news: [title, tag id].
	 */
	private const INDUSTRY = array(
		array( '2026 全国材料科学大会将在上海举办', 145 ),
		array( '国际先进材料论坛开放注册', 145 ),
		array( '青年学者学术沙龙：能源材料专场回顾', 147 ),
		array( '高分子材料暑期学校招募学员', 147 ),
		array( '材料化学前沿研讨会议程公布', 145 ),
		array( '多本材料期刊发布最新影响因子', 146 ),
		array( '开放获取出版政策更新解读', 146 ),
		array( '期刊编辑部新增中文摘要服务', 148 ),
		array( '新刊上线：聚焦可持续材料研究', 148 ),
		array( '同行评审周：如何写出一份有价值的审稿意见', 146 ),
		array( '博士后岗位：固态电池方向招聘', 428 ),
		array( '从科研到产业：材料工程师的职业选择', 428 ),
		array( '如何准备一份出色的科研岗位求职材料', 428 ),
		array( '青年科学家访谈：十年磨一剑的电池研究', 593 ),
		array( '实验室里的意外发现：一种会“呼吸”的材料', 593 ),
		array( '科学故事：从一根碳纤维说起', 593 ),
		array( '女科学家的材料人生', 593 ),
		array( '走进国家重点实验室的一天', 593 ),
		array( '学术会议报告技巧分享', 147 ),
		array( '期刊投稿常见问题答疑', 148 ),
		array( '2026 秋季材料学术年会征集墙报', 145 ),
		array( '职业发展讲座：如何与导师高效沟通', 428 ),
	);

	/**
	 * The articles.
	 *
	 * @param array<int, int> $images Attachment ids.
	 * @return array<int, int> Post ids, newest first.
	 */
	public function posts( array $images ): array {
		$specs = array();
		$n     = 0;
		foreach ( self::SUBJECTS as $i => $subject ) {
			foreach ( array( 0, 1 ) as $k ) {
				$pattern = self::RESEARCH_TITLES[ ( $i + $k * 2 ) % count( self::RESEARCH_TITLES ) ];
				$specs[] = array(
					'title'    => sprintf( $pattern, $subject[0] ),
					'category' => 128,
					'tags'     => $subject[1],
					'subject'  => $subject[0],
					'slug'     => sprintf( 'research-%02d', ++$n ),
				);
			}
		}
		foreach ( self::INDUSTRY as $i => $item ) {
			$specs[] = array(
				'title'    => $item[0],
				'category' => 129,
				'tags'     => array( $item[1] ),
				'subject'  => self::SUBJECTS[ $i % count( self::SUBJECTS ) ][0],
				'slug'     => sprintf( 'industry-%02d', $i + 1 ),
			);
		}
		$cfp_tags = array_keys( DemoTerms::CFP_TAGS );
		foreach ( array_slice( self::SUBJECTS, 0, 8 ) as $i => $subject ) {
			$specs[] = array(
				'title'    => sprintf( '特刊征稿｜%s：基础研究与应用', $subject[0] ),
				'category' => 149,
				'tags'     => $subject[1],
				'cfp_tag'  => $cfp_tags[ $i % count( $cfp_tags ) ],
				'subject'  => $subject[0],
				'slug'     => sprintf( 'special-issue-%02d', $i + 1 ),
				'cfp'      => 3 !== $i % 4,
			);
		}
		foreach ( array_slice( self::SUBJECTS, 8, 4 ) as $i => $subject ) {
			$specs[] = array(
				'title'    => sprintf( '往期特刊回顾：%s', $subject[0] ),
				'category' => 182,
				'tags'     => $subject[1],
				'subject'  => $subject[0],
				'slug'     => sprintf( 'past-issue-%02d', $i + 1 ),
			);
		}
		$specs[] = array(
			'title'    => '网站使用说明',
			'category' => 1,
			'tags'     => array(),
			'subject'  => '材料科学',
			'slug'     => 'site-guide',
		);

		$ids = array();
		$now = time();
		foreach ( $specs as $index => $spec ) {
			$existing = get_page_by_path( $spec['slug'], OBJECT, 'post' );
			if ( $existing ) {
				$ids[] = $existing->ID;
				continue;
			}
			$date = gmdate( 'Y-m-d H:i:s', $now - ( $index * 37 + 5 ) * HOUR_IN_SECONDS );
			$id   = wp_insert_post(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_title'    => $spec['title'],
					'post_name'     => $spec['slug'],
					'post_content'  => $this->body( $spec['subject'] ),
					'post_excerpt'  => sprintf( '围绕%s的最新动态：研究人员在材料设计、制备工艺与性能表征方面取得进展，为相关应用提供了新的思路。', $spec['subject'] ),
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
					'post_author'   => 1,
					'post_category' => array( $spec['category'] ),
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				continue;
			}
			$tags = $spec['tags'];
			$cfp  = isset( $spec['cfp_tag'] ) ? get_term_by( 'slug', $spec['cfp_tag'], 'post_tag' ) : false;
			if ( $cfp instanceof \WP_Term ) {
				$tags[] = $cfp->term_id;
			}
			wp_set_post_terms( $id, $tags, 'post_tag' );
			if ( $images ) {
				set_post_thumbnail( $id, $images[ $index % count( $images ) ] );
			}
			if ( ! empty( $spec['cfp'] ) ) {
				update_post_meta( $id, 'cfps_link', 'https://www.example.com/special-issues/' . $spec['slug'] );
				update_post_meta( $id, 'submission_deadline', gmdate( 'Y-m-d', $now + ( 60 + $index ) * DAY_IN_SECONDS ) );
				update_post_meta( $id, 'si_title_cn', $spec['subject'] . '：基础研究与应用' );
				update_post_meta( $id, 'si_title_en', 'Special Issue ' . ( $index + 1 ) . ': Fundamentals and Applications' );
			}
			$ids[] = $id;
		}//end foreach
		return $ids;
	}

	/**
	 * An article body about a subject.
	 *
	 * @param string $subject Subject.
	 */
	private function body( string $subject ): string {
		$paragraphs = array(
			sprintf( '近日，一支跨学科研究团队在%s领域取得重要进展。研究人员通过精确调控材料的微观结构，显著改善了其关键性能指标，相关成果已发表于国际知名期刊。', $subject ),
			sprintf( '长期以来，%s在稳定性、成本与可规模化制备之间难以兼顾。团队结合原位表征与第一性原理计算，系统揭示了影响性能的关键因素，并据此提出了新的设计策略。', $subject ),
			'实验结果表明，新策略在多次循环测试中保持了优异的性能，且制备过程温和、重复性好。研究人员表示，这一方法有望推广到更多功能材料体系。',
			'业内专家认为，该工作为相关材料的工程化应用奠定了基础。下一步，团队将与产业伙伴合作，推进中试验证与器件集成。',
		);
		return implode(
			"\n\n",
			array_map( static fn( string $text ): string => "<!-- wp:paragraph -->\n<p>{$text}</p>\n<!-- /wp:paragraph -->", $paragraphs )
		);
	}

	/**
	 * The paper fields of the research articles (buttons, journal logo, read-whole link and
	 * references), where they are still empty.
	 */
	public function article_fields(): void {
		$journal = get_page_by_path( 'advanced-energy-materials', OBJECT, Journal::TYPE );
		$logo    = $journal ? (int) get_post_thumbnail_id( $journal ) : 0;
		for ( $n = 1; $n <= 30; $n++ ) {
			$post = get_page_by_path( sprintf( 'research-%02d', $n ), OBJECT, 'post' );
			if ( ! $post || '' !== (string) get_post_meta( $post->ID, 'read_original_article', true ) ) {
				continue;
			}
			$doi    = sprintf( 'https://doi.org/10.0000/demo.2026.%04d', $n );
			$fields = array(
				'download_origin_link'  => $doi . '.pdf',
				'read_original_article' => $doi,
				'explore_journal'       => $journal ? (string) get_permalink( $journal ) : '',
				'journal_logo'          => $logo ? (string) $logo : '',
				'read_whole_title'      => '阅读论文全文',
				'read_whole_url'        => $doi,
				'reference_title'       => "相关研究综述（2025）\n该领域的方法学进展（2024）",
				'reference_url'         => "https://doi.org/10.0000/review.2025.{$n}\nhttps://doi.org/10.0000/methods.2024.{$n}",
			);
			foreach ( $fields as $key => $value ) {
				update_post_meta( $post->ID, $key, $value );
			}
		}
	}
}
