<?php
/**
 * The demo content of the local sites, in Chinese.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Theme\Content\Menus;

/**
 * Creates, once per DEMO_VERSION: the categories and tags with exactly the specifications' ids,
 * more than sixty articles over them with locally drawn featured images, excerpts and dates, the
 * header menu, the two pages under category paths, a demo member and a few likes and favourites
 * (version 1); fourteen journals, the home banner's three slides and twelve podcasts (version 2);
 * every journal's minisite fields (DemoJournals), the papers' authors (DemoCitations) and the
 * courses (DemoCourses) (version 6); an editor and an author, WordPress's own roles, for the operators' daily
 * work (version 7).
 * A site seeded with an older version gets only what is missing: everything is found by its slug
 * (and each drawn image by its file name) before it is created. The operator (admin / password) is
 * created by the installation.
 */
final class DemoContent {

	public const DEMO_VERSION = 7;

	public const OPTION = 'mvc_demo_version';

	public const MEMBER_EMAIL = 'member@example.com';

	public const PASSWORD = 'password';

	public const EDITOR_EMAIL = 'editor@example.com';

	public const AUTHOR_EMAIL = 'author@example.com';

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
	private const CFP_TAGS = array(
		'energy-materials-cfp'  => '能源材料特刊征稿',
		'biomaterials-cfp'      => '生物医用材料专刊征稿',
		'nanotechnology-cfp'    => '纳米技术特刊征稿',
		'polymer-chemistry-cfp' => '高分子化学专刊征稿',
	);

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
	 * Journals: slug => [name, tag ids]. The first six came with version 1.
	 */
	private const JOURNALS = array(
		'advanced-energy-materials'     => array( '先进能源材料', array( 134, 153, 132 ) ),
		'polymer-science'               => array( '高分子科学学报', array( 138, 151 ) ),
		'chemical-engineering'          => array( '化学工程前沿', array( 135, 136 ) ),
		'applied-physics-letters'       => array( '应用物理快报', array( 137 ) ),
		'biomaterials-research'         => array( '生物材料研究', array( 139, 132 ) ),
		'smart-sensing'                 => array( '智能传感材料', array( 134, 159 ) ),
		'advanced-functional-materials' => array( '先进功能材料', array( 134, 132 ) ),
		'energy-storage-materials'      => array( '储能材料学报', array( 153, 135 ) ),
		'organic-chemistry-frontiers'   => array( '有机化学前沿', array( 155, 135 ) ),
		'life-science-materials'        => array( '生命科学与材料', array( 161, 139 ) ),
		'nano-research-letters'         => array( '纳米研究快报', array( 134, 137, 132 ) ),
		'engineering-materials'         => array( '工程材料学报', array( 136, 151 ) ),
		'polymer-chemistry-progress'    => array( '高分子化学进展', array( 138, 135 ) ),
		'sensors-and-devices'           => array( '传感器与器件', array( 159, 136 ) ),
	);

	/**
	 * The home banner's slides: slug => [title, text on the slide, external path].
	 */
	private const BANNERS = array(
		'banner-frontiers'   => array( '材料前沿资讯', '聚焦材料科学前沿，每日更新科研资讯', '/frontiers' ),
		'banner-conference'  => array( '全国材料科学大会', '2026 全国材料科学大会开放注册', '/conference-2026' ),
		'banner-open-access' => array( '开放获取特刊征稿', '开放获取特刊火热征稿中，欢迎投稿', '/open-access' ),
	);

	/**
	 * Podcast episodes: [title, description].
	 */
	private const PODCASTS = array(
		array( '钙钛矿电池的稳定性之路', '对话光伏材料研究者：钙钛矿太阳能电池从实验室效率纪录走向户外长期稳定运行，还缺哪些关键一步？' ),
		array( '固态电池：下一代储能的希望', '固态电解质能否同时解决安全性与能量密度的难题？我们请来电池领域的青年学者聊聊最新进展。' ),
		array( '二维材料这十年', '从石墨烯到过渡金属硫化物，二维材料研究走过的十年里有哪些惊喜，又留下了哪些悬而未决的问题。' ),
		array( '高熵合金为何如此坚强', '多种主元素“混”在一起，为什么反而让合金更强更韧？一期节目讲清高熵合金的设计思路。' ),
		array( '会愈合的材料', '自修复涂层与自修复高分子背后的化学原理，以及它们离我们的日常生活还有多远。' ),
		array( '水凝胶与再生医学', '可注射水凝胶如何帮助组织修复？材料学家与临床医生一起聊生物医用材料的转化之路。' ),
		array( '单原子催化：把每个原子用到极致', '单原子催化剂为何成为催化领域的热点，合成与表征又面临哪些挑战。' ),
		array( '从论文到产品：材料成果转化漫谈', '实验室里的好材料怎样走向生产线？听创业者和工程师分享成果转化中的经验与教训。' ),
		array( '如何读懂一篇材料学论文', '面对满是表征图谱的论文不知从何读起？资深审稿人教你抓住一篇论文的核心证据。' ),
		array( '开放获取出版的机遇与挑战', '开放获取正在改变学术出版。我们和期刊编辑聊聊作者最关心的费用、质量与影响力问题。' ),
		array( '青年科学家的科研日常', '实验、写作、带学生、申请基金：几位青年科学家讲述他们真实的一周。' ),
		array( '碳纤维：从钓鱼竿到航天器', '一根比头发丝还细的碳纤维，如何撑起从体育用品到航空航天的庞大产业。' ),
	);

	/**
	 * Creates the content of the versions this site does not have yet.
	 *
	 * @return bool Whether anything was created.
	 */
	public function run(): bool {
		$seeded = (int) get_option( self::OPTION );
		if ( $seeded >= self::DEMO_VERSION ) {
			return false;
		}
		wp_defer_term_counting( true );
		if ( $seeded < 1 ) {
			$this->version_1();
		}
		$this->journals();
		$this->banners();
		$this->podcasts();
		$this->article_fields();
		( new DemoJournals() )->run();
		( new DemoCitations() )->run();
		( new DemoCourses() )->run();
		$this->comments();
		$this->settings();
		$this->operators();
		wp_defer_term_counting( false );
		update_option( self::OPTION, self::DEMO_VERSION );
		return true;
	}

	/**
	 * The content of version 1 (the journals are in their own step).
	 */
	private function version_1(): void {
		wp_update_user(
			array(
				'ID'           => 1,
				'display_name' => '编辑部',
				'nickname'     => '编辑部',
			)
		);
		$this->remove_samples();
		$this->terms();
		$images  = $this->images();
		$members = $this->members();
		$posts   = $this->posts( $images );
		$this->pages();
		$this->menu();
		$this->reactions( $posts, $members );
	}

	/**
	 * WordPress's sample post and page (the privacy page stays, renamed).
	 */
	private function remove_samples(): void {
		foreach ( array(
			'hello-world' => 'post',
			'sample-page' => 'page',
		) as $slug => $type ) {
			$post = get_page_by_path( $slug, OBJECT, $type );
			if ( $post ) {
				wp_delete_post( $post->ID, true );
			}
		}
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( $privacy ) {
			wp_update_post(
				array(
					'ID'         => $privacy,
					'post_title' => '隐私政策',
				)
			);
		}
	}

	/**
	 * The categories and tags with their fixed ids.
	 */
	private function terms(): void {
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

	/**
	 * Twelve featured images shared by the articles.
	 *
	 * @return array<int, int> Attachment ids.
	 */
	private function images(): array {
		$ids = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$id = $this->image( $i, sprintf( '示例配图 %d', $i + 1 ) );
			if ( $id ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * The operators besides the administrator: an editor (editor / password), who does the daily work,
	 * and an author (author / password), who writes articles only. Both read wp-admin in Chinese.
	 */
	private function operators(): void {
		$people = array(
			array( 'editor', self::EDITOR_EMAIL, '编辑小王', 'editor' ),
			array( 'author', self::AUTHOR_EMAIL, '作者小李', 'author' ),
		);
		foreach ( $people as $person ) {
			if ( get_user_by( 'login', $person[0] ) || get_user_by( 'email', $person[1] ) ) {
				continue;
			}
			wp_insert_user(
				array(
					'user_login'   => $person[0],
					'user_email'   => $person[1],
					'user_pass'    => self::PASSWORD,
					'display_name' => $person[2],
					'nickname'     => $person[2],
					'role'         => $person[3],
					'locale'       => 'zh_CN',
				)
			);
		}
	}

	/**
	 * The demo member and a few others to like things.
	 *
	 * @return array<int, int> Member ids, the demo member first.
	 */
	private function members(): array {
		$people = array(
			array( 'member', self::MEMBER_EMAIL, '张晓明' ),
			array( 'liwei', 'liwei@example.com', '李薇' ),
			array( 'wangqiang', 'wangqiang@example.com', '王强' ),
			array( 'chenjing', 'chenjing@example.com', '陈静' ),
		);
		$ids    = array();
		foreach ( $people as $person ) {
			$user = get_user_by( 'email', $person[1] );
			$id   = $user ? $user->ID : wp_insert_user(
				array(
					'user_login'   => $person[0],
					'user_email'   => $person[1],
					'user_pass'    => self::PASSWORD,
					'display_name' => $person[2],
					'nickname'     => $person[2],
					'role'         => Role::NAME,
					'locale'       => 'zh_CN',
				)
			);
			if ( is_int( $id ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * The articles.
	 *
	 * @param array<int, int> $images Attachment ids.
	 * @return array<int, int> Post ids, newest first.
	 */
	private function posts( array $images ): array {
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
		$cfp_tags = array_keys( self::CFP_TAGS );
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
	 * The pages that live under category paths; the guest-editor page holds the guest-editor button.
	 */
	private function pages(): void {
		$pages = array(
			'become-a-guest-editor' => array( '成为客座编辑', "<!-- wp:paragraph -->\n<p>我们诚邀各领域的优秀学者担任特刊客座编辑，与期刊编辑部一起策划前沿专题。</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:mvc/guest-editor-button /-->" ),
			'submit-research-news'  => array( '提交科研资讯', "<!-- wp:paragraph -->\n<p>欢迎投递您的最新科研成果新闻稿，编辑部将在审核后发布。</p>\n<!-- /wp:paragraph -->" ),
		);
		foreach ( $pages as $slug => $page ) {
			if ( get_page_by_path( $slug ) ) {
				continue;
			}
			wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $page[0],
					'post_content' => $page[1],
				)
			);
		}
	}

	/**
	 * The demo members' institutions, and a few approved comments on the first research article,
	 * one mentioning the demo member (the stored mention format).
	 */
	private function comments(): void {
		$institutions = array(
			self::MEMBER_EMAIL      => '清华大学材料学院',
			'liwei@example.com'     => '中国科学院化学研究所',
			'wangqiang@example.com' => '浙江大学',
			'chenjing@example.com'  => '复旦大学',
		);
		$users        = array();
		foreach ( $institutions as $email => $institution ) {
			$user = get_user_by( 'email', $email );
			if ( ! $user ) {
				return;
			}
			if ( '' === (string) get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) ) {
				update_user_meta( $user->ID, Profile::META_INSTITUTION, $institution );
			}
			if ( '' === (string) get_user_meta( $user->ID, Profile::META_TITLE, true ) ) {
				// An occupation, as registration requires one (the panel would say 未填写).
				update_user_meta( $user->ID, Profile::META_TITLE, self::MEMBER_EMAIL === $email ? 'phd_student' : 'associate_professor' );
			}
			$users[ $email ] = $user;
		}
		$post = get_page_by_path( 'research-01', OBJECT, 'post' );
		if ( ! $post || get_comments(
			array(
				'post_id' => $post->ID,
				'count'   => true,
			)
		) ) {
			return;
		}
		$member   = $users[ self::MEMBER_EMAIL ];
		$mention  = sprintf( '@{%s（%s）_%d}', $member->display_name, $institutions[ self::MEMBER_EMAIL ], $member->ID );
		$comments = array(
			array( 'liwei@example.com', '界面调控的思路很有启发，期待看到更长循环寿命的数据。', array() ),
			array( 'wangqiang@example.com', $mention . ' 你们组之前做过类似的封装工艺吗？可以交流一下。', array( $member->ID ) ),
			array( 'chenjing@example.com', '请问文中提到的原位表征具体用了哪些手段？', array() ),
		);
		foreach ( $comments as $i => $comment ) {
			$author = $users[ $comment[0] ];
			$date   = gmdate( 'Y-m-d H:i:s', time() - ( 3 - $i ) * HOUR_IN_SECONDS );
			$id     = wp_insert_comment(
				array(
					'comment_post_ID'      => $post->ID,
					'comment_content'      => $comment[1],
					'user_id'              => $author->ID,
					'comment_author'       => $author->display_name,
					'comment_author_email' => $author->user_email,
					// Held first, as a member's comment is: approving it below delivers its mentions.
					'comment_approved'     => 0,
					'comment_date_gmt'     => $date,
					'comment_date'         => get_date_from_gmt( $date ),
				)
			);
			if ( ! $id ) {
				continue;
			}
			if ( $comment[2] ) {
				update_comment_meta( (int) $id, Mentions::META_AT_LIST, $comment[2] );
			}
			wp_set_comment_status( (int) $id, 'approve' );
		}//end foreach
	}

	/**
	 * The paper fields of the research articles (buttons, journal logo, read-whole link and
	 * references), where they are still empty.
	 */
	private function article_fields(): void {
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

	/**
	 * The journals' placeholder posts, with their covers and tags.
	 */
	private function journals(): void {
		$i = 0;
		foreach ( self::JOURNALS as $slug => $journal ) {
			$number = 20 + $i++;
			if ( get_page_by_path( $slug, OBJECT, Journal::TYPE ) ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'    => Journal::TYPE,
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $journal[0],
					'post_content' => sprintf( "<!-- wp:paragraph -->\n<p>《%s》是一本同行评审的学术期刊，发表该领域的原创研究、综述与观点文章。</p>\n<!-- /wp:paragraph -->", $journal[0] ),
				)
			);
			if ( $id ) {
				wp_set_post_terms( $id, $journal[1], 'post_tag' );
				$cover = $this->image( $number, $journal[0] . ' 封面', 420, 560 );
				if ( $cover ) {
					set_post_thumbnail( $id, $cover );
				}
			}
		}//end foreach
	}

	/**
	 * The home banner's slides, in their order.
	 */
	private function banners(): void {
		$order = 0;
		foreach ( self::BANNERS as $slug => $banner ) {
			++$order;
			if ( get_page_by_path( $slug, OBJECT, HomeBanner::TYPE ) ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'   => HomeBanner::TYPE,
					'post_status' => 'publish',
					'post_name'   => $slug,
					'post_title'  => $banner[0],
					'menu_order'  => $order,
				)
			);
			if ( ! $id ) {
				continue;
			}
			update_post_meta( $id, HomeBanner::META_LINK, 'https://www.example.com' . $banner[2] );
			update_post_meta( $id, HomeBanner::META_TEXT, $banner[1] );
			$image = $this->image( 40 + $order, $banner[0], 1920, 640 );
			if ( $image ) {
				set_post_thumbnail( $id, $image );
			}
		}//end foreach
	}

	/**
	 * The podcast episodes, one a week, the first the newest.
	 */
	private function podcasts(): void {
		$now = time();
		foreach ( self::PODCASTS as $index => $podcast ) {
			$slug = sprintf( 'podcast-%02d', $index + 1 );
			if ( get_page_by_path( $slug, OBJECT, Podcast::TYPE ) ) {
				continue;
			}
			$date = gmdate( 'Y-m-d H:i:s', $now - ( $index * 7 + 1 ) * DAY_IN_SECONDS );
			$id   = wp_insert_post(
				array(
					'post_type'     => Podcast::TYPE,
					'post_status'   => 'publish',
					'post_name'     => $slug,
					'post_title'    => $podcast[0],
					'post_excerpt'  => $podcast[1],
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
				)
			);
			if ( ! $id ) {
				continue;
			}
			update_post_meta( $id, Podcast::META_URL, 'https://www.example.com/podcast/' . $slug );
			$cover = $this->image( 60 + $index, $podcast[0] . ' 封面', 600, 600 );
			if ( $cover ) {
				set_post_thumbnail( $id, $cover );
			}
		}//end foreach
	}

	/**
	 * The site's own facts, with values that are plainly a demo's (a real site starts with them
	 * empty): only where an operator has not set them.
	 */
	private function settings(): void {
		$stored = get_option( \Mvc\Core\Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$demo   = array(
			'icp_text'               => '演示站点ICP备00000000号',
			'follow_qr_image_id'     => $this->image( 90, '演示二维码', 240, 240 ),
			'privacy_url'            => 'https://example.com/demo/privacy-policy',
			'terms_url'              => 'https://example.com/demo/terms-of-use',
			'guest_editor_apply_url' => 'https://example.com/demo/guest-editor-application',
			'editing_services_url'   => 'https://example.com/demo/editing-services',
			'contact_recipient'      => '演示站点编辑部',
			'contact_address'        => '演示地址：上海市浦东新区演示路 1 号',
			'contact_postcode'       => '200000',
			'contact_email'          => 'editor@example.com',
		);
		foreach ( $demo as $key => $value ) {
			if ( in_array( \Mvc\Core\Settings::get( $key ), array( '', 0 ), true ) ) {
				$stored[ $key ] = $value;
			}
		}
		update_option( \Mvc\Core\Settings::OPTION, \Mvc\Core\Settings::sanitize( $stored ), true );
	}

	/**
	 * A drawn image: the one an earlier run added to the media library, otherwise a new one.
	 *
	 * @param int    $number Picture number.
	 * @param string $title  Attachment title.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @return int Attachment id, 0 on failure.
	 */
	private function image( int $number, string $title, int $width = 1200, int $height = 750 ): int {
		$existing = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- run once, by the setup script.
					array(
						'key'     => '_wp_attached_file',
						'value'   => sprintf( 'mvc-demo-%02d-%dx%d', $number, $width, $height ),
						'compare' => 'LIKE',
					),
				),
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		return Images::create( $number, $title, $width, $height );
	}

	/**
	 * The header menu: the news, publishing and careers groups.
	 */
	private function menu(): void {
		$name = '顶部菜单';
		$menu = wp_get_nav_menu_object( $name );
		if ( ! $menu ) {
			$menu_id = wp_create_nav_menu( $name );
			if ( ! is_int( $menu_id ) ) {
				return;
			}
			$groups = array(
				array(
					'新闻资讯',
					'/research-news/',
					array(
						array( '科研资讯', '/research-news/', false ),
						array( '行业资讯', '/industry-news/', false ),
						array( '播客', '/podcast/', false ),
					),
				),
				array(
					'出版服务',
					'/call-for-papers/',
					array(
						array( '正在征稿', '/call-for-papers/', false ),
						array( '学术期刊', '/journals/', false ),
						array( '成为客座编辑', '/call-for-papers/become-a-guest-editor/', false ),
						// Its address is the setting 语言润色服务 of 站点设置 (Mvc\Core\Content\SettingLinks).
						array( '语言润色服务', '#editing-services', true ),
					),
				),
				array(
					'职业发展',
					'/courses/',
					array(
						array( '在线课程', '/courses/', false ),
						array( '职业资讯', '/industry-news/#tab3', false ),
					),
				),
			);
			foreach ( $groups as $position => $group ) {
				$parent = wp_update_nav_menu_item( $menu_id, 0, $this->menu_item( $group[0], $group[1], false, 0, $position + 1 ) );
				foreach ( $group[2] as $child_position => $child ) {
					$item = wp_update_nav_menu_item( $menu_id, 0, $this->menu_item( $child[0], $child[1], $child[2], is_int( $parent ) ? $parent : 0, $child_position + 1 ) );
					if ( is_int( $item ) && '#editing-services' === $child[1] ) {
						update_post_meta( $item, \Mvc\Core\Settings::MENU_LINK_META, 'editing_services_url' );
					}
				}
			}
			$menu = wp_get_nav_menu_object( $menu_id );
		}//end if
		if ( $menu ) {
			$locations                    = get_theme_mod( 'nav_menu_locations', array() );
			$locations                    = is_array( $locations ) ? $locations : array();
			$locations[ Menus::LOCATION ] = $menu->term_id;
			set_theme_mod( 'nav_menu_locations', $locations );
		}
	}

	/**
	 * Arguments of a custom-link menu item.
	 *
	 * @param string $title    Label.
	 * @param string $url      Site path or external URL.
	 * @param bool   $new_tab  Open in a new tab.
	 * @param int    $parent_id Parent item id.
	 * @param int    $position Order.
	 * @return array<string, mixed>
	 */
	private function menu_item( string $title, string $url, bool $new_tab, int $parent_id, int $position ): array {
		return array(
			'menu-item-title'     => $title,
			'menu-item-url'       => str_starts_with( $url, '/' ) ? home_url( $url ) : $url,
			'menu-item-type'      => 'custom',
			'menu-item-status'    => 'publish',
			'menu-item-target'    => $new_tab ? '_blank' : '',
			'menu-item-parent-id' => $parent_id,
			'menu-item-position'  => $position,
		);
	}

	/**
	 * Likes and favourites on the newest articles.
	 *
	 * @param array<int, int> $posts   Post ids, newest first.
	 * @param array<int, int> $members Member ids.
	 */
	private function reactions( array $posts, array $members ): void {
		$likes       = new Likes();
		$collections = new Collections();
		foreach ( array_slice( $posts, 0, 12 ) as $index => $post_id ) {
			foreach ( $members as $m => $member_id ) {
				if ( ( $index + $m ) % 2 === 0 ) {
					$likes->add( $member_id, $post_id );
				}
				if ( ( $index + $m ) % 3 === 0 ) {
					$collections->add( $member_id, $post_id );
				}
			}
		}
	}
}
